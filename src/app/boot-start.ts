// What the inline script of every built page does once the prerendered first view is on screen
// (docs/decisions/0048-inline-boot.md): in the next frame it imports the app (#root's data-app) and
// preloads the page's other modules (listed on #root by the build), one per task
// (docs/decisions/0050-one-module-per-task.md). A loan page with an early view does this once the
// first answer is on screen (docs/decisions/0053-early-view.md).
import { pageModules } from './page-modules';
import { nextTask } from '../lib/next-task';
import { whenReported } from '../lib/when-reported';

/**
 * The longest a loan page waits for its early view before it fetches the app anyway: on a network
 * as slow as Lighthouse's mobile profile the answer takes ~0.3 s after the page.
 */
export const EARLY_VIEW_WAIT_MS = 500;

/** The longest the app waits for the browser to report the first paint (none comes while the page is hidden). */
export const FIRST_PAINT_WAIT_MS = 500;

/**
 * Resolves once the page's first contentful paint is on screen, as the browser's Paint Timing
 * reports it (a frame's callbacks run before the frame is shown); after the next frame where that
 * API is missing; in any case within FIRST_PAINT_WAIT_MS.
 */
export function firstPaintShown(): Promise<void> {
  return whenReported('paint', (entry) => entry.name === 'first-contentful-paint', FIRST_PAINT_WAIT_MS);
}

type Load = (href: string) => Promise<unknown>;
const importModule: Load = (href) => import(/* @vite-ignore */ href);

async function start(root: HTMLElement, earlyView: Promise<unknown> | undefined, load: Load) {
  const app = root.dataset.app;
  if (!app?.startsWith('/assets/')) return;
  // A loan page: the page's first answer goes first, written into the frame and on screen, and only
  // then does the app download and run (docs/decisions/0053-early-view.md): its ~130 KB do not share
  // the network with the answer, and its evaluation does not hold back the task that writes it.
  if (earlyView) await Promise.race([earlyView, new Promise((resolve) => setTimeout(resolve, EARLY_VIEW_WAIT_MS))]);
  void load(app);
  for (const href of pageModules(root)) {
    if (href === app) continue;
    await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Starts the app once the first paint is on screen; on a loan page, after its early view (see start). Resolves when every module is asked for. */
export function startAfterPaint(root: HTMLElement, earlyView?: Promise<unknown>, load: Load = importModule): Promise<void> {
  return firstPaintShown().then(() => start(root, earlyView, load));
}
