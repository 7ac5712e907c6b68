// When a built page asks for the app (docs/how-a-page-loads.md): #root's data-app names the app's
// script and data-modules every module the page needs. They are asked for once the first paint is
// on screen and, on a loan page whose first answer is shown early, once that answer is on screen:
// the page, and its answer, do not share the network with the app's scripts. Each wait is capped.
// One module preload per task: on Chromium 156 adding one takes 10-15 ms on the phone profile, and
// all at once made one task of 70-230 ms right after the first paint (docs/decisions/0140).
import { modulePreloadLink } from '../lib/module-preload';
import { nextTask } from '../lib/next-task';

const WAIT_MS = 500;
/**
 * How long after the first paint the app waits for a loan page's early answer. An answer comes in
 * about half a second on the phone profile; a connection that stalls (signal bars, no data) gives
 * none for minutes, and the app, which shows the page's failure or a payment code kept on the
 * phone (docs/decisions/0136), must not wait for it.
 */
export const ANSWER_WAIT_MS = 1000;

/** Resolves once the browser reports a `type` entry that `matches` (one reported earlier counts), after WAIT_MS at most. */
function reported(type: string, matches: (entry: PerformanceEntry) => boolean): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(type)) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some(matches)) done();
      });
      observer.observe({ type, buffered: true });
    } else requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, WAIT_MS);
  });
}

/** The first paint is on screen (Paint Timing). */
export const firstPaintShown = () => reported('paint', (entry) => entry.name === 'first-contentful-paint');

/** An element marked `elementtiming={identifier}` is on screen (Element Timing). */
export const elementShown = (identifier: string) => reported('element', (entry) => 'identifier' in entry && entry.identifier === identifier);

/**
 * Asks for the app and the page's modules, once the first paint is on screen and `before`
 * (a loan page's early answer) has settled, or ANSWER_WAIT_MS after the first paint.
 */
export async function startAppAfterFirstPaint(
  root: HTMLElement,
  before?: Promise<unknown>,
  load = (href: string) => import(/* @vite-ignore */ href),
): Promise<void> {
  const app = root.dataset.app;
  if (!app?.startsWith('/assets/')) return;
  await firstPaintShown();
  if (before) await Promise.race([before, new Promise<void>((resolve) => setTimeout(resolve, ANSWER_WAIT_MS))]);
  // The app's chunk first (the largest), then the modules it will import, one per task.
  void load(app);
  for (const href of (root.dataset.modules ?? '').split(' ')) {
    if (!href.startsWith('/assets/') || href === app) continue;
    document.head.append(modulePreloadLink(href));
    await nextTask();
  }
}
