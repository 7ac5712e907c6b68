// How the app takes over a page (docs/how-a-page-loads.md). A built page holds the markup the build
// prerendered for its path and language (#root's data-route and data-lang): when the address is
// that route in that language, the app hydrates it, so every element stays in place, keeps what was
// typed into it and keeps its focus; otherwise (app.html, a hash route, a language the page was
// not written in) it renders the page anew. Then it replays what was held (./held-input.ts).
// The page's modules run one per task and the hydration in a transition, which React renders in
// slices of about 5 ms: no long task between the first paint and the first tap (docs/decisions/0140).
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoute } from '../app/match-route';
import { routeTable } from '../app/app';
import { languageFromQuery } from '../session/language';
import { replayHeldInput } from './held-input';
import { nextTask } from '../lib/next-task';

/** Set on <html> once the app has started and replayed what was held: tests and the bench wait for it. */
export const APP_READY = 'data-app-ready';

/** Whether #root holds the prerendered markup of the page at this address. */
export function holdsPageFor(root: HTMLElement, location: Pick<Location, 'pathname' | 'search' | 'hash'>): boolean {
  const route = matchRoute(routeTable, location.pathname, location.hash);
  return (
    root.firstChild !== null && route !== undefined && root.dataset.route === route.name && root.dataset.lang === languageFromQuery(location.search)
  );
}

/** Called by the app once its first render is on screen (App's onStarted). */
export function started(): void {
  replayHeldInput();
  document.documentElement.setAttribute(APP_READY, '');
  performance.mark(APP_READY);
}

/**
 * Runs the modules a built page lists (#root's data-modules, each after those it imports), one per
 * task, so that the page's own import then only runs what is left: no task runs them all (xstate,
 * zod, axios and the page's machine together). Without the list (`npm start`), nothing. Never
 * rejects: a module that fails is the page's own import's to retry and report. The app's own chunk,
 * listed first, is run already.
 */
export async function runPageModules(root: HTMLElement): Promise<void> {
  for (const href of (root.dataset.modules ?? '').split(' '))
    if (href.startsWith('/assets/')) {
      await nextTask();
      await import(/* @vite-ignore */ href).catch(() => undefined);
    }
}

/** Renders the app into #root: hydrating the prerendered page when it is this page's, else anew. */
export function startApp(root: HTMLElement, app: ReactNode): void {
  if (holdsPageFor(root, window.location)) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(app);
}
