// The modules of a built page, listed on #root by the build, dependencies first
// (docs/decisions/0050-one-module-per-task.md).
import { nextTask } from '../lib/next-task';

const ASSETS = '/assets/';

/** The page's module URLs from `data-modules`; only our own build's files. */
export function pageModules(root: HTMLElement | null): string[] {
  return (root?.dataset.modules ?? '').split(' ').filter((href) => href.startsWith(ASSETS));
}

/**
 * Runs the page's modules one per task (each after its dependencies), so no single task evaluates
 * React, xstate, axios, zod and the page together. Stops at the first that fails to load: the
 * page's own import then fails the same way and the page boundary offers a retry.
 */
export async function evaluateInTurn(
  hrefs: readonly string[],
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  for (const href of hrefs) {
    try {
      await load(href);
    } catch {
      return;
    }
    await nextTask();
  }
}
