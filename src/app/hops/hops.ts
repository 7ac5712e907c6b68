// The next page, as fast as the network allows (docs/decisions/0102). Asked for once the first page
// is the app's (src/main.tsx) and started when the browser is idle, so it adds nothing to any page's
// first load. It then:
// - fetches, when idle, the code of the pages the page on screen can open, and of its own later step
//   (not on Save-Data or 2G);
// - when a tap leaves the page (the app's history push or replace), sends the next page's first
//   requests at once, beside its code, for the page's own load to take (./next-data.ts);
// - keeps, per history entry, the scroll and the answers its page was opened with: going back shows
//   the page at once with them, where it was (./back.ts);
// - registers the app's service worker, the offline app shell (../app-worker.ts).
// The requests part (./data.ts, with the API layer) is asked for only on the pages that open or
// return to a page with data: a public page never loads it.
import { routeTable } from '../app';
import { matchRoute } from '../match-route';
import { preloadPage, type RouteEntry } from '../route-table';
import type * as Data from './data';
import { registerAppWorker } from '../app-worker';
import { DATA_PAGES, NEXT_PAGES, nextPages, PAGE_LATER, PAGE_VIEWS, savesData, whenIdle, whenSettled } from './next-code';
import { fetchAhead, listedCode } from './fetch-ahead';
import { nextTask } from '../../lib/next-task';

let started = false;
/** The event src/main.tsx dispatches on every popstate, before the router sees it. */
export const TRAVERSE_EVENT = 'app:traverse';
let data: Promise<typeof Data> | undefined;
let dataLoaded: typeof Data | undefined;
const loadData = () =>
  (data ??= ahead('requests', true)
    .then(() => import('./data'))
    .then((d) => {
      dataLoaded = d;
      return d;
    }));
/** Runs `run` with the requests part: at once when it is loaded (in the tap's own task), else once it is. */
const withData = (run: (d: typeof Data) => void) => {
  if (dataLoaded) run(dataLoaded);
  else void loadData().then(run, () => undefined);
};
const needsData = (route: RouteEntry) => DATA_PAGES.has(route.name) || (NEXT_PAGES[route.name] ?? []).some((name) => DATA_PAGES.has(name));

function routeAt(url: URL): RouteEntry | undefined {
  return matchRoute(routeTable, url.pathname, url.hash);
}

/** The page's own code and its loaded view (a failed fetch is the page's to retry when it renders). */
function loadCode(route: RouteEntry): Promise<unknown> {
  return Promise.all([preloadPage(route), PAGE_VIEWS[route.name]?.()]).catch(() => undefined);
}

/** The files of each page's code as the built page lists them (./fetch-ahead.ts), read once. */
let listed: ReturnType<typeof listedCode> | null = null;
/**
 * Ahead of a tap: the code of `name`'s page (its module, loaded view and later step), or, for the
 * page on screen, its own later step. Fetched, not run, where the built page lists it; else imported.
 */
function ahead(name: string, own: boolean): Promise<unknown> {
  listed ??= listedCode();
  if (listed) return fetchAhead(listed.get(name) ?? []);
  const entry = routeTable.find((r) => r.name === name);
  if (own || !entry) return PAGE_LATER[name]?.() ?? Promise.resolve();
  return loadCode(entry).then(() => PAGE_LATER[name]?.());
}

/** Once the page is settled and idle: the code of the pages it can open as it stands, one after another (low priority), after the requests part where needed. */
function prefetchNext(route: RouteEntry | undefined): void {
  if (!route) return;
  // On Save-Data or 2G, no page code ahead; the requests part still loads (it sends nothing by itself).
  const next = savesData() ? [] : nextPages(route.name);
  // The page's own later step first (the bank-card page's SMS step): kept out of its first load.
  const own = savesData() ? [] : [route.name];
  const names = [...own, ...next];
  const one = (i: number) => {
    const name = names[i];
    if (name !== undefined)
      whenIdle(
        () =>
          void ahead(name, i < own.length)
            .catch(() => undefined)
            .then(() => one(i + 1)),
      );
  };
  const first = () => one(0);
  if (needsData(route)) whenIdle(() => void loadData().then(first, first));
  else first();
}

/** A tap took the app to `url` (pushed or replaced): its code and its first requests, now. */
function opened(url: URL): void {
  const route = routeAt(url);
  if (!route) return;
  void loadCode(route);
  // The page before had the requests part ready: they leave in the tap's own task.
  if (DATA_PAGES.has(route.name)) {
    const key = entryKey();
    withData((d) => d.opened(key, route.name, url.search));
  }
  // A new page starts at its top (the one left keeps its own place for going back).
  window.scrollTo(0, 0);
  whenSettled(() => prefetchNext(route));
}

/** Back or forward to an entry: its kept answers (or fresh requests), its code, and its scroll. */
function traversed(url: URL): void {
  const route = routeAt(url);
  if (!route) return;
  void loadCode(route);
  const key = entryKey();
  if (DATA_PAGES.has(route.name)) withData((d) => d.traversed(key, route.name, url.search));
  restoreScroll(key);
  whenSettled(() => prefetchNext(route));
}

/** Only the fragment changed, on the same page (not a hash route): a jump to a section of it. */
function sectionJump(before: URL, after: URL): boolean {
  return before.pathname === after.pathname && before.search === after.search && before.hash !== after.hash && routeAt(before) === routeAt(after);
}

/** The key React Router gives the history entry on screen ('default', as the router calls it, for the tab's first entry). */
export function entryKey(state: unknown = history.state): string {
  const key: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'key') : undefined;
  return typeof key === 'string' && key !== '' ? key : 'default';
}

const scrolls = new Map<string, number>();

/** Scrolls back to where the entry was, once the page is tall enough (its content is in), unless the borrower scrolls first. */
function restoreScroll(key: string, giveUpMs = 3000): void {
  const y = scrolls.get(key) ?? 0;
  const until = performance.now() + giveUpMs;
  let moved = false;
  const stop = () => {
    moved = true;
  };
  window.addEventListener('touchstart', stop, { once: true, passive: true });
  window.addEventListener('wheel', stop, { once: true, passive: true });
  const step = () => {
    if (moved) return;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= y || performance.now() > until) {
      window.scrollTo(0, Math.min(y, Math.max(room, 0)));
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('wheel', stop);
      return;
    }
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * The pressed look from the finger's first touch: `:active` waits for the browser to tell a tap
 * from a scroll, the attribute does not (src/app/global.css styles both).
 */
function pressFeedback(): void {
  let pressed: Element | null = null;
  const release = () => {
    pressed?.removeAttribute('data-pressed');
    pressed = null;
  };
  window.addEventListener(
    'pointerdown',
    (event) => {
      release();
      const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
      if (target && !target.matches(':disabled')) {
        pressed = target;
        target.setAttribute('data-pressed', '');
      }
    },
    { capture: true, passive: true },
  );
  for (const type of ['pointerup', 'pointercancel', 'scroll']) window.addEventListener(type, release, { capture: true, passive: true });
}
const PRESSABLE = "button, a[href], [role='button']";

/** Starts it all, once, for the page on screen. */
export function startHops(): void {
  if (started) return;
  started = true;
  /** The address on screen, as the app last saw it change. */
  let shown = new URL(window.location.href);
  // Going back restores the scroll itself, once the page has its content.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const { pushState, replaceState } = history;
  const wrap =
    (original: typeof pushState) =>
    (state: unknown, unused: string, url?: string | URL | null): void => {
      const before = new URL(window.location.href);
      original.call(history, state, unused, url);
      // Another page only: a state written for the same address opens nothing, and neither does a new
      // query on the page on screen (the router keeps that page and its load, which would never take
      // an answer sent ahead).
      if (url === undefined || url === null) return;
      const after = new URL(window.location.href);
      shown = after;
      if (after.href !== before.href && routeAt(after) !== routeAt(before)) opened(after);
    };
  pressFeedback();
  // The next pages' code, fetched ahead and not run, runs from the finger's first touch: the tap is
  // taken at the lift, 80-120 ms later, by when the page it opens renders at once (0140).
  const warm = () => {
    for (const name of nextPages(routeAt(shown)?.name ?? '')) {
      const entry = routeTable.find((r) => r.name === name);
      if (entry) void loadCode(entry);
    }
  };
  window.addEventListener('pointerdown', warm, { capture: true, passive: true });
  history.pushState = wrap(pushState);
  history.replaceState = wrap(replaceState);
  // Signalled by the app's own popstate listener, registered before the router's (src/main.tsx): React
  // renders a back navigation at once, and the page's load must find the kept answers already offered.
  // A link to a section of the page (`#arco`) also fires popstate: the browser scrolls to the
  // section, and there is no other page to show or scroll back to.
  window.addEventListener(TRAVERSE_EVENT, () => {
    const before = shown;
    shown = new URL(window.location.href);
    if (!sectionJump(before, shown)) traversed(shown);
  });
  window.addEventListener('scroll', () => scrolls.set(entryKey(), window.scrollY), { passive: true });
  // The page on screen was not opened by a tap (the tab's first page, or a reload): what its load
  // read is kept for going back to it, as for the pages a tap opens.
  const first = routeAt(shown);
  if (first && DATA_PAGES.has(first.name)) {
    const key = entryKey();
    withData((d) => d.first(key, first.name, shown.search));
  }
  // The next pages' code, then the offline app shell (docs/decisions/0136), each in a task of its
  // own after the page's own load (docs/decisions/0140).
  void nextTask()
    .then(() => {
      prefetchNext(first);
      return nextTask();
    })
    .then(registerAppWorker);
}

whenIdle(startHops);
