// The app's service worker (docs/decisions/0136): the app shell offline. Built by the production
// build beside the pages (scripts/app-worker.mjs), with Workbox's precaching and routing; not in a
// build with the in-browser demo backend, whose worker owns the same scope.
// - Precaches the build's hashed assets and every prerendered page shell (both languages), each
//   shell by the hash of its content; a new deploy's worker takes over at once (skipWaiting,
//   clients claimed), so the next load is the new deploy's, and drops what the old one kept.
// - A navigation goes to the network first, its answer never kept (a page's address carries session
//   values); when the network fails or is slower than NAVIGATION_TIMEOUT_MS, the path's shell in the
//   query's language (`type=1` English), else the app page, as the host would have chosen.
// - Nothing else is routed: API calls and any other address go to the network as if no worker ran,
//   and nothing is cached at run time.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NAVIGATION_TIMEOUT_MS, shellsFor } from './shells';

/** Written by the build: every file to precache, a shell with the hash of its content. */
declare const APP_WORKER_MANIFEST: Array<{ url: string; revision: string | null }>;

function networkWithin(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('slow network')), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('network'));
      },
    );
  });
}

async function navigation({ request }: { request: Request }): Promise<Response> {
  try {
    return await networkWithin(request, NAVIGATION_TIMEOUT_MS);
  } catch (error) {
    for (const shell of shellsFor(new URL(request.url))) {
      const kept = await matchPrecache(shell);
      if (kept) return kept;
    }
    throw error;
  }
}

addEventListener('install', () => {
  const skip: unknown = Reflect.get(self, 'skipWaiting');
  if (typeof skip === 'function') void Reflect.apply(skip, self, []);
});
clientsClaim();
cleanupOutdatedCaches();
// Before the precache's route: a navigation always tries the network first.
registerRoute(({ request }) => request.mode === 'navigate', navigation);
precacheAndRoute(APP_WORKER_MANIFEST);
