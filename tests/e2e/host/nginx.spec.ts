import { readFileSync } from 'node:fs';
import { nginxPort } from '../../../playwright.config';
import { expect, test } from '../fixtures';
import { expectEveryCallAsSent } from './as-sent';
import { LOAN, loanJourney } from './journeys';

// Debian's nginx serving a production build with the configuration the build wrote
// (dist/nginx/site.conf, scripts/host-config.mjs), the API proxied to the demo handlers over
// HTTP (scripts/serve-nginx.mjs), which echoes a call carrying the echo marker
// (scripts/echo-upstream.mjs). Every test also fails on any CSP violation (fixtures).
const origin = `http://127.0.0.1:${nginxPort}`;
// The build nginx serves: `npm test`'s shared one (PROD_BUILD, scripts/test-builds.mjs), or its own.
const dist = process.env.PROD_BUILD ?? `dist-e2e-nginx-${nginxPort}`;
test.use({ baseURL: origin });

test('a prerendered page in the language of its query, whatever else the query holds, with the build policy, no caching and the security headers', async ({
  page,
  request,
}) => {
  const response = await request.get('/User?type=1&utm=x', { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(readFileSync(`${dist}/content-security-policy.txt`, 'utf8').trim());
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The page's query carries tokens: the Referer names our origin at most (docs/decisions/0094).
  expect(headers['referrer-policy']).toBe('strict-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
  expect(await response.text()).toBe(readFileSync(`${dist}/User/index.en.html`, 'utf8'));
  expect(await (await request.get('/User?utm=x&type=2')).text()).toBe(readFileSync(`${dist}/User/index.html`, 'utf8'));
  await page.goto('/User?type=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a path with no prerendered page gets the app page in its language, and the app shows it', async ({ page, request }) => {
  const response = await request.get('/not-a-page/deeper?type=1');
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(readFileSync(`${dist}/app.en.html`, 'utf8'));
  expect(await (await request.get('/not-a-page/deeper')).text()).toBe(readFileSync(`${dist}/app.html`, 'utf8'));
  await page.goto(`/loan/order?${LOAN}`);
  await expect(page.getByRole('heading', { name: 'Loan details' })).toBeVisible();
});

test('hashed assets are cached for a year and sent gzipped; a missing one is a 404, not the app', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/')) scripts.push(r.url());
  });
  await page.goto('/User?type=1');
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const asset = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['strict-transport-security']).toBe('max-age=31536000');
  expect(asset.headers()['referrer-policy']).toBe('strict-origin');
  for (const missing of [
    '/assets/no-such-chunk-1234.js',
    '/no-such-picture.png',
    '/nginx/site.conf',
    '/content-security-policy.txt',
    '/content-security-policy.txt.gz',
    '/content-security-policy.txt.br',
    '/nginx/site.conf.gz',
    '/mockServiceWorker.js',
    '/.vite/prerendered-pages.json',
  ]) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});

test('no disk cache keeps a session: a page whose address carries one and every API answer are no-store; 404s carry HSTS; no version', async ({
  request,
}) => {
  // docs/decisions/0120.
  for (const address of ['/User?type=1&crp_phe=p1', `/loan/order?${LOAN}&sessionId=S9&userId=U5`, '/not-a-page?eyes=e1&type=1']) {
    expect((await request.get(address)).headers()['cache-control'], address).toBe('no-store');
  }
  expect((await request.get('/User?type=1')).headers()['cache-control']).toBe('no-cache');
  const api = await request.post('/maintains/no-such-call', { data: {} });
  expect(api.headers()['cache-control']).toBe('no-store');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['strict-transport-security']).toBe('max-age=31536000');
  const missing = await request.get('/.vite/prerendered-pages.json');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['strict-transport-security']).toBe('max-age=31536000');
  expect(missing.headers()['server']).toBe('nginx');
});

test('the loan journey through nginx: the API proxied to its upstream', async ({ page }) => {
  const api: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/maintains/')) api.push(r.status());
  });
  await loanJourney(page);
  expect(api.length).toBeGreaterThan(1);
  expect(api.every((status) => status === 200)).toBe(true);
});

test('every request reaches the upstream as the app sent it: both clients, all nine header names, the query and the body', async ({ page }) => {
  await expectEveryCallAsSent(page);
});

test('the largest photo the complaint form sends passes site.conf to the upstream; a body over 2 MB is refused with 413', async ({ request }) => {
  // machines/complaint-form/photo-rules.ts: a photo is never sent over 1 MB (MAX_SENT_BYTES).
  const largest = Buffer.alloc(1024 * 1024, 0x5a);
  const path = '/maintains/user-problem/upload-problem-img?e2e-echo=1';
  const sent = await request.post(path, { multipart: { problemImage: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: largest } } });
  expect(sent.status()).toBe(200);
  const echo = ((await sent.json()) as { data: { path: string; headers: [string, string][] } }).data;
  expect(echo.path).toBe('/maintains/user-problem/upload-problem-img');
  const length = Number(echo.headers.find(([name]) => name.toLowerCase() === 'content-length')?.[1]);
  expect(length).toBeGreaterThan(largest.length);
  const tooBig = await request.post(path, {
    multipart: { problemImage: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) } },
  });
  expect(tooBig.status()).toBe(413);
});
