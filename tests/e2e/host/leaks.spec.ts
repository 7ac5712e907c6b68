import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxPort } from '../../../playwright.config';
import { expect, test } from '../fixtures';

// Issue 54, behind Debian's nginx with the build's site.conf and log-format.conf
// (scripts/serve-nginx.mjs; the host's own default log, Debian's combined format, beside it):
// no query string in any log line, no year-long caching of a missing asset, and the client
// address nginx saw passed on, not one the client wrote.
const origin = `http://127.0.0.1:${nginxPort}`;
const work = path.join(os.tmpdir(), `nginx-e2e-${nginxPort}`);
const log = (name: string) => readFileSync(path.join(work, name), 'utf8');
test.use({ baseURL: origin });

test("no log line holds a query string: pages, assets and API calls logged by path only, in the site's own log", async ({ request }) => {
  const secret = `S${Date.now()}`;
  const addresses = [
    `/User?type=1&crp_phe=${secret}&dearest=${secret}`,
    `/loan/order?sessionId=${secret}&userId=${secret}&swift=${secret}&eyes=${secret}`,
    `/assets/no-such-chunk.js?sessionId=${secret}`,
  ];
  for (const address of addresses) await request.get(address);
  await request.post(`/maintains/no-such-call?sessionId=${secret}&userId=${secret}`, { data: {} });
  const marker = `/maintains/no-such-call`;
  await expect.poll(() => log('access.log').includes(marker)).toBe(true);
  const lines = log('access.log')
    .split('\n')
    .filter((line) => line.includes('/User') || line.includes('/loan/order') || line.includes(marker));
  expect(lines.length).toBeGreaterThanOrEqual(3);
  expect(log('access.log')).not.toContain(secret);
  expect(log('access.log')).not.toContain('?');
  // The host's default log (the combined format, `$request` with its query) gets nothing of this site.
  expect(log('host-access.log')).not.toContain(secret);
});

test('a year-long cache only on an asset that exists; a missing one is a 404 stored nowhere', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/')) scripts.push(r.url());
  });
  await page.goto('/User?type=1');
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const existing = await request.get(scripts[0]!);
  expect(existing.status()).toBe(200);
  expect(existing.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const missing = await request.get('/assets/no-such-chunk-1234.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(missing.headers()['strict-transport-security']).toBe('max-age=31536000');
  expect(missing.headers()['x-content-type-options']).toBe('nosniff');
});

test('the upstream gets the client address nginx saw, not one the client claims', async ({ request }) => {
  const sent = await request.post('/maintains/who-am-i?e2e-echo=1', { data: {}, headers: { 'X-Forwarded-For': '203.0.113.66' } });
  expect(sent.status()).toBe(200);
  const echo = ((await sent.json()) as { data: { headers: [string, string][] } }).data;
  const forwarded = echo.headers.filter(([name]) => name.toLowerCase() === 'x-forwarded-for').map(([, value]) => value);
  expect(forwarded).toEqual(['127.0.0.1']);
});
