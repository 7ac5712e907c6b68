// Build-time prerendering (Node): renders a route of the app to HTML, per language, with the page
// module already loaded: the markup the app hydrates in the browser (./start.tsx). Used by
// scripts/prerender.mjs after the client build; never shipped to browsers.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { FIRST_REQUESTS } from './first-request';
import { VOUCHER_ANSWER_PARTS } from './first-answer-voucher';
import { ORDER_ANSWER_PARTS } from './first-answer';
import { App, routeTable } from '../app/app';
import { matchRoute } from '../app/match-route';
import { preloadPage } from '../app/route-table';
import { AppProviders } from '../app/providers';
import type { Lang } from '../i18n/define';
import { PageLoading } from '../ui/page-state';

/** Every path route (hash routes render on the client only). */
export const prerenderPaths: readonly { name: string; path: string }[] = routeTable
  .filter((r) => !r.hash)
  .map((r) => ({ name: r.name, path: r.path }));

/** Paths whose page sends its first data request from its inline script (./boot-data.ts). */
export const earlyRequestPaths: readonly string[] = Object.keys(FIRST_REQUESTS);

/** Paths whose inline script shows parts of the first answer before the app runs (./boot-data.ts); the other early-request pages' is ./boot-request.ts. */
export const answerPaths: readonly string[] = Object.keys(ORDER_ANSWER_PARTS);

/** Paths whose inline script is ./boot-voucher.ts: the payment code's parts before the app runs. */
export const voucherPaths: readonly string[] = Object.keys(VOUCHER_ANSWER_PARTS);

/** The languages a page is written in, and the query the app reads each from (`type=1` English, else Spanish). */
export const languages: readonly { lang: Lang; search: string }[] = [
  { lang: 'es', search: '' },
  { lang: 'en', search: '?type=1' },
];

/** The page at `path` as the app renders it first for any address of that path in `lang`. */
export async function render(path: string, lang: Lang): Promise<string> {
  // Unlike the browser, a page module that fails to load here fails the build.
  await preloadPage(matchRoute(routeTable, path));
  const search = languages.find((l) => l.lang === lang)?.search ?? '';
  const html = renderToString(
    <StrictMode>
      <MemoryRouter initialEntries={[`${path}${search}`]}>
        <App />
      </MemoryRouter>
    </StrictMode>,
  );
  // The page's module is loaded: its first view renders whole, never a Suspense fallback.
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`prerendering ${path} left a part unrendered`);
  return html;
}

/** The loading view, for the fallback page of paths no prerendered file matches. */
export function renderShell(lang: Lang): string {
  return renderToString(
    <MemoryRouter>
      <AppProviders lang={lang} machineOptions={{}}>
        <PageLoading />
      </AppProviders>
    </MemoryRouter>,
  );
}
