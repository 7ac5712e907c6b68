// The requests part of the next-tap code (./hops.ts): with the API layer, loaded only on the pages
// that open or return to a page with data.
import { keepAnswers, offerKept } from './back';
import { sendNextData } from './next-data';

/** A tap opened the page `route` at `search` (history entry `key`): its first requests, now. */
export function opened(key: string, route: string, search: string): void {
  keepAnswers(key, sendNextData(route, search));
}

/**
 * Back or forward to the entry `key`: the answers kept for it first (the page takes the first that
 * matches, and shows what it showed), then fresh ones, kept for the next time it is shown.
 */
export function traversed(key: string, route: string, search: string): void {
  offerKept(key);
  keepAnswers(key, sendNextData(route, search));
}
