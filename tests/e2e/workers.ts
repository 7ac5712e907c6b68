import { availableParallelism } from 'node:os';

/**
 * Playwright's workers in every configuration: both cores of the 2-core machine (Playwright's own
 * default is half the cores, one here, and CI did not always say CI), and half the cores of a
 * larger one. `E2E_WORKERS` overrides it.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(2, Math.floor(availableParallelism() / 2)));
