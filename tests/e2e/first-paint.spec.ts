// How a built page loads (docs/how-a-page-loads.md), in the production build a real host serves: no
// in-browser demo backend, the demo handlers answering over HTTP (scripts/serve-http-backend.mjs).
// The built pages, and the app taking one over without changing its words.
import { httpBackendPort } from '../../playwright.config';
import { expect, test } from './fixtures';
import { holdApp, SESSION, textWhenAppStarts } from './first-paint-helpers';

test.use({ baseURL: `http://127.0.0.1:${httpBackendPort}` });

test.describe('the built pages', () => {
  test('a public page is its content, in the language of the query, with one inline script after #root and the modules it needs listed', async ({
    request,
  }) => {
    const es = await (await request.get('/')).text();
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('<h1>Préstamos rápidos y considerados</h1>');
    expect(es).not.toMatch(/\sstyle="/);
    expect(es.match(/<script[^>]*>/g)).toEqual(['<script>']);
    expect(es).not.toMatch(/<link rel="modulepreload"|<link rel="stylesheet"/);
    expect(es).toMatch(
      /<div id="root" data-route="home" data-lang="es" data-app="\/assets\/main-[\w-]+\.js" data-modules="[^"]*\/assets\/home-page-[\w-]+\.js">/,
    );
    const en = await (await request.get('/?type=1&utm=x')).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1>Fast, considerate loans</h1>');
    expect(en).toContain('data-lang="en"');
    const two = await (await request.get('/User?type=2')).text();
    expect(two).toContain('data-route="calculator" data-lang="es"');
  });

  test('a loan page is its loading frame with a place for the first answer; an unknown path gets the app page in the query language', async ({
    request,
  }) => {
    const detail = await (await request.get(`/loan/detail?${SESSION}&type=1`)).text();
    expect(detail).toContain('data-route="loanDetail" data-lang="en"');
    expect(detail).toContain('data-first-answer=""');
    expect(detail).toContain('/v3/loan-details/loan-details');
    const unknown = await (await request.get('/no/such/page?type=1')).text();
    expect(unknown).toContain('role="status"');
    expect(unknown).toContain('Loading…');
    expect(unknown).not.toContain('data-route=');
  });
});

test.describe('nothing changes wording when the app takes over', () => {
  const pages = [
    '/',
    '/User',
    '/Contact',
    '/promotion?id=7&links_id=3',
    `/complainPageNext?${SESSION}&problemType=2&orderNo=MX240518001`,
    `/loan/detail?${SESSION}`,
  ];
  for (const lang of ['es', 'en']) {
    for (const path of pages) {
      const address = lang === 'en' ? `${path}${path.includes('?') ? '&' : '?'}type=1` : path;
      test(`${address}`, async ({ page }) => {
        const release = await holdApp(page);
        await page.goto(address, { waitUntil: 'commit' });
        await expect(page.locator('#root h1').first()).toBeVisible();
        // A loan page's first answer is in the frame before the app starts.
        if (path.startsWith('/loan/detail')) await expect(page.locator('[data-first-answer] h2')).not.toBeEmpty();
        const before = await page.locator('#root').innerText();
        const atStart = await textWhenAppStarts(page);
        release();
        expect(await atStart()).toBe(before);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      });
    }
  }
});
