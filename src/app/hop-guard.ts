// One tap, one hop (docs/decisions/0128): from the app's push of another page until the router has
// rendered it, a tap does nothing. On a slow phone the page left stays on screen for a while after
// the push, and a second tap on it would push its page again: two entries, and Back would land on
// the same page. Part of the app's first load: a tap may come before the next-tap code is in.

/** A hop the router never renders (it always does) stops holding taps after this. */
export const HOP_GIVE_UP_MS = 10_000;

let since: number | null = null;

/** True from the app's push of another page until the router has rendered it (or popstate). */
export function hopUnderWay(now = Date.now()): boolean {
  return since !== null && now - since < HOP_GIVE_UP_MS;
}

/** The router has rendered the address on screen (the app's layout effect), or the borrower went back or forward. */
export function hopLanded(): void {
  since = null;
}

/**
 * Wraps the history's push (and a replace that changes the path) so that each starts a hop, and
 * drops every click while one is under way, before the page's own listeners see it.
 */
export function startHopGuard(win: Window = window): void {
  const h = win.history;
  const { pushState, replaceState } = h;
  const start = () => {
    since = Date.now();
  };
  h.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
    pushState.call(h, state, unused, url);
    if (url !== undefined && url !== null) start();
  };
  h.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
    const before = win.location.pathname;
    replaceState.call(h, state, unused, url);
    // A new query on the page on screen opens nothing: the router keeps that page.
    if (url !== undefined && url !== null && win.location.pathname !== before) start();
  };
  win.addEventListener('popstate', hopLanded);
  win.addEventListener(
    'click',
    (event) => {
      if (!hopUnderWay()) return;
      event.stopImmediatePropagation();
      event.preventDefault();
    },
    { capture: true },
  );
}
