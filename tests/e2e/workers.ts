import { availableParallelism } from 'node:os';

/**
 * Playwright's workers in every configuration: three on the 2-core machine, and half the cores of a
 * larger one. A browser test spends much of its time waiting (for a page's timers, its answers, a
 * server), so a third worker keeps both cores busy: the whole browser step went from 7.8 to 5.9 min on
 * this machine, with no test failing or passing only on a retry (decision 0138). `E2E_WORKERS`
 * overrides it.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(3, Math.floor(availableParallelism() / 2)));
