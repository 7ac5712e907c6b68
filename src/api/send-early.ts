// Sends a request ahead of the call that will take its answer (./early-response.ts): the page's
// inline script for its first request, and the next-tap code for the next page's (src/app/hops). Its
// own module, outside the app's API chunk (scripts/chunk-groups.mjs): the pages' first load never
// sends ahead.
import { keyOf, store } from './early-response';

/**
 * Sends the request now (or takes `response`, an answer kept for it: src/app/hops) and keeps its
 * response for the call that matches it; returns that response.
 */
export function sendEarly(url: string, init: RequestInit & { method: string; body?: string }, response = fetch(url, init)): Promise<Response> {
  // Nobody may take it (the page changed its mind): its failure is then nobody's error.
  response.catch(() => undefined);
  store().push({ key: keyOf(init.method, url, init.body), response, sentAt: Date.now() });
  return response;
}
