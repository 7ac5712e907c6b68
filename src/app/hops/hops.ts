// The next page, as fast as the network allows (docs/decisions/0102). Loaded once the first page is
// usable and idle (src/main.tsx), so it adds nothing to any page's first load. It then:
// - fetches, when idle, the code of the pages the page on screen can open (not on Save-Data or 2G);
// - when a tap leaves the page (the app's history push or replace), sends the next page's first
//   requests at once, beside its code, for the page's own load to take (./next-data.ts);
// - keeps, per history entry, the scroll and the answers its page was opened with: going back shows
//   the page at once with them, where it was (./back.ts).
import { routeTable } from '../app';
import { matchRoute } from '../match-route';
import { preloadPage, type RouteEntry } from '../route-table';
import { paths, type PathName } from '../../config/paths';
import { NEXT_PAGES, PAGE_VIEWS, savesData, whenIdle } from './next-code';
import { sendNextData } from './next-data';
import { entryKey, keepAnswers, noteScroll, offerKept, restoreScroll } from './back';

let started = false;

function routeAt(url: URL): RouteEntry | undefined {
  return matchRoute(routeTable, url.pathname, url.hash);
}

const isPathName = (name: string): name is PathName => Object.hasOwn(paths, name);

/** The page's own code and its loaded view (a failed fetch is the page's to retry when it renders). */
function loadCode(route: RouteEntry): Promise<unknown> {
  const view = isPathName(route.name) ? PAGE_VIEWS[route.name] : undefined;
  return Promise.all([preloadPage(route), view?.()]).catch(() => undefined);
}

/** Once the page is idle: the code of the pages it can open, one after another (low priority). */
function prefetchNext(route: RouteEntry | undefined): void {
  if (!route || savesData()) return;
  const next = (isPathName(route.name) && NEXT_PAGES[route.name]) || [];
  const entries = next.map((name) => routeTable.find((r) => r.name === name)).filter((r) => r !== undefined);
  const one = (i: number) => {
    const entry = entries[i];
    if (entry) whenIdle(() => void loadCode(entry).then(() => one(i + 1)));
  };
  one(0);
}

/** A tap took the app to `url` (pushed or replaced): its code and its first requests, now. */
function opened(url: URL): void {
  const route = routeAt(url);
  if (!route || !isPathName(route.name)) return;
  void loadCode(route);
  keepAnswers(entryKey(), sendNextData(route.name, url.search));
  // A new page starts at its top (the one left keeps its own place for going back).
  window.scrollTo(0, 0);
  whenIdle(() => prefetchNext(route));
}

/** Back or forward to an entry: its kept answers (or fresh requests), its code, and its scroll. */
function traversed(url: URL): void {
  const route = routeAt(url);
  if (!route || !isPathName(route.name)) return;
  void loadCode(route);
  const key = entryKey();
  // The kept answers first (the page takes the first that matches), then fresh ones: the page shows
  // what it showed, and the next time it is shown the fresher answers.
  offerKept(key);
  keepAnswers(key, sendNextData(route.name, url.search));
  restoreScroll(key);
  whenIdle(() => prefetchNext(route));
}

/** Starts it all, once, for the page on screen. */
export function startHops(): void {
  if (started) return;
  started = true;
  // Back restores the scroll itself, once the page has its content.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const { pushState, replaceState } = history;
  const wrap =
    (original: typeof pushState) =>
    (data: unknown, unused: string, url?: string | URL | null): void => {
      const before = window.location.href;
      original.call(history, data, unused, url);
      // A new address only: a state written for the same address opens nothing.
      if (url !== undefined && url !== null && window.location.href !== before) opened(new URL(window.location.href));
    };
  history.pushState = wrap(pushState);
  history.replaceState = wrap(replaceState);
  window.addEventListener('popstate', () => traversed(new URL(window.location.href)));
  window.addEventListener('scroll', () => noteScroll(entryKey(), window.scrollY), { passive: true });
  prefetchNext(routeAt(new URL(window.location.href)));
}
