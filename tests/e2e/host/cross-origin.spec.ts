import { crossOriginPort } from '../../../playwright.config';
import { expect, test, type Page } from '../fixtures';
import { APP_HEADER_NAMES, expectEveryCallAsSent } from './as-sent';
import { bankRepayment, loanJourney, register } from './journeys';

// A production build whose API is on another origin (VITE_API_BASE), the API server allowing
// only the origin, methods and headers the README lists (scripts/serve-cross-origin.mjs).
const pages = `http://127.0.0.1:${crossOriginPort}`;
const api = `http://127.0.0.1:${crossOriginPort + 1}`;
test.use({ baseURL: pages });
// The API server keeps one log of what it refused: the refusal test below adds to it on purpose, so
// this file's tests run one after another, never beside a journey reading the log.
test.describe.configure({ mode: 'serial' });

/** Calls the page made, by origin, and the preflights among them. */
function watchCalls(page: Page) {
  const seen = { api: 0, preflights: 0, samePageOrigin: [] as string[] };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === api) seen.api += 1;
    if (url.origin === pages && /^\/(maintains|api)\//.test(url.pathname)) seen.samePageOrigin.push(url.pathname);
  });
  page.on('requestfinished', (r) => {
    if (new URL(r.url()).origin === api && r.method() === 'OPTIONS') seen.preflights += 1;
  });
  return seen;
}

async function refusedByApi(page: Page): Promise<string[]> {
  return (await page.request.get(`${api}/__refused`)).json();
}

for (const [name, walk] of [
  ['the loan journey', loanJourney],
  ['the register page', register],
  ['the bank-card repayment', bankRepayment],
] as const) {
  test(`${name} works with the API on another origin under strict CORS`, async ({ page }) => {
    const seen = watchCalls(page);
    const before = (await refusedByApi(page)).length;
    await walk(page);
    expect(seen.api).toBeGreaterThan(0);
    expect(seen.samePageOrigin).toEqual([]);
    expect((await refusedByApi(page)).slice(before)).toEqual([]);
  });
}

test('the API server refuses what the README does not allow', async ({ request }) => {
  const preflight = (headers: Record<string, string>) =>
    request.fetch(`${api}/maintains/v3/loan-details/loan-details`, { method: 'OPTIONS', headers: { origin: pages, ...headers } });
  expect(
    (await preflight({ 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,crp_phe,language' })).status(),
  ).toBe(204);
  expect((await preflight({ 'access-control-request-method': 'DELETE' })).status()).toBe(403);
  expect((await preflight({ 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-unknown' })).status()).toBe(403);
  expect((await request.get(`${api}/maintains/v3/loan-details/loan-details`, { headers: { origin: 'http://127.0.0.1:1' } })).status()).toBe(403);
});

test('every request reaches the API server as the app sent it: both clients, all nine header names, the query and the body', async ({ page }) => {
  const before = (await refusedByApi(page)).length;
  await expectEveryCallAsSent(page);
  expect((await refusedByApi(page)).slice(before)).toEqual([]);
});

test("the API server's preflight allows all nine header names the app sends", async ({ request }) => {
  const preflight = await request.fetch(`${api}/api/v1/any/path`, {
    method: 'OPTIONS',
    headers: { origin: pages, 'access-control-request-method': 'POST', 'access-control-request-headers': APP_HEADER_NAMES.join(',') },
  });
  expect(preflight.status()).toBe(204);
  const allowed = (preflight.headers()['access-control-allow-headers'] ?? '').split(',').map((h) => h.trim().toLowerCase());
  expect(allowed.sort()).toEqual(['content-type', 'crp_phe', 'dearer', 'dearest', 'eyes', 'language', 'showy', 'swift', 'x-requested-with']);
});
