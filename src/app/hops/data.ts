// The requests part of the next-tap code (./hops.ts): with the API layer, loaded only on the pages
// that open or return to a page with data.
import { keyOf, takeNotedAnswers } from '../../api/early-response';
import { noteShownFromKept } from '../../lib/kept-entries';
import { keepAnswers, keepRead, offerKept } from './back';
import { firstRequests, sendNextData } from './next-data';

/** A tap opened the page `route` at `search` (history entry `key`): its first requests, now. */
export function opened(key: string, route: string, search: string): void {
  keepAnswers(key, sendNextData(route, search));
}

/**
 * Back or forward to the entry `key`: the answers kept for it first (the page takes the first that
 * matches, and shows what it showed), then fresh ones, kept for the next time it is shown; a page that
 * acts only on what is current takes the fresh one too, by making the same call again (0128).
 */
export function traversed(key: string, route: string, search: string): void {
  noteShownFromKept(key, offerKept(key));
  keepAnswers(key, sendNextData(route, search));
}

/**
 * The tab's first page (`route` at `search`, entry `key`), which no tap opened: the answers its first
 * load read are kept for going back to it, as for a page a tap opened (docs/decisions/0128).
 */
export function first(key: string, route: string, search: string): void {
  const noted = takeNotedAnswers();
  const answers = firstRequests(route, search).flatMap((r) => {
    const answer = [...noted].reverse().find((a) => a.key === keyOf(r.method, r.url, r.body));
    return answer ? [{ ...r, status: answer.status, contentType: answer.contentType, text: answer.text }] : [];
  });
  keepRead(key, answers);
}
