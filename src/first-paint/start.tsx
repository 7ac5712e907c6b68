// How the app takes over a page (docs/how-a-page-loads.md). A built page holds the markup the build
// prerendered for its path and language (#root's data-route and data-lang): when the address is
// that route in that language, the app hydrates it, so every element stays in place, keeps what was
// typed into it and keeps its focus; otherwise (app.html, a hash route, a language the page was
// not written in) it renders the page anew. Then it replays what was held (./held-input.ts).
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoute } from '../app/match-route';
import { routeTable } from '../app/app';
import { languageFromQuery } from '../session/language';
import { replayHeldInput } from './held-input';

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

/** Renders the app into #root: hydrating the prerendered page when it is this page's, else anew. */
export function startApp(root: HTMLElement, app: ReactNode): void {
  if (holdsPageFor(root, window.location)) {
    hydrateRoot(root, app);
    return;
  }
  root.replaceChildren();
  createRoot(root).render(app);
}
