// Which kept shell answers a navigation the network could not (./app-worker.ts), apart from the
// worker's Workbox code so it can be tested anywhere.

/** How long a navigation waits for the network before the kept shell is shown instead. */
export const NAVIGATION_TIMEOUT_MS = 4000;

/** The shells that may answer a navigation to `url`: its path's page in the query's language, then the app page. */
export function shellsFor(url: URL): string[] {
  const lang = url.searchParams.get('type') === '1' ? '.en' : '';
  const path = url.pathname.replace(/\/+$/, '');
  return [`${path}/index${lang}.html`, `/app${lang}.html`];
}
