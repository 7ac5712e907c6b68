// Build-time prerendering (Node): renders a route of the app to HTML with the page module
// already loaded. Used by scripts/prerender.mjs after the client build; never shipped to browsers.
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { FIRST_REQUESTS } from './api/first-request';
import { App, routeTable } from './app/app';
import { matchRoute } from './app/match-route';
import { preloadPage } from './app/route-table';
import { AppProviders } from './app/providers';
import { PageLoading } from './ui/page-state';
import { PrerenderingContext } from './ui/prerendering';

/** Every path route (hash routes render on the client only). */
export const prerenderPaths: readonly { name: string; path: string }[] = routeTable
  .filter((r) => !r.hash)
  .map((r) => ({ name: r.name, path: r.path }));

/** Paths whose page sends its first data request from its inline script (src/boot-data.ts). */
export const earlyRequestPaths: readonly string[] = Object.keys(FIRST_REQUESTS);

export async function render(path: string): Promise<string> {
  // Unlike the browser, a page module that fails to load here fails the build.
  await preloadPage(matchRoute(routeTable, path));
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <PrerenderingContext value>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </PrerenderingContext>,
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length) throw new AggregateError(errors, `prerendering ${path} failed`);
  return html;
}

/** The loading view, for the fallback page of paths no prerendered file matches. */
export function renderShell(): string {
  return renderToString(
    <MemoryRouter>
      <AppProviders lang="es" machineOptions={{}}>
        <PageLoading />
      </AppProviders>
    </MemoryRouter>,
  );
}
