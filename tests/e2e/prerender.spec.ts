import { expect, test } from './fixtures';

// Prerendered pages (docs/decisions/0043-prerendered-pages.md): the first view is in the HTML.
test.describe('prerendered pages', () => {
  test('the public home is in the HTML itself, with no style attribute and one script, inline (src/boot.ts), after #root', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<h1>Préstamos rápidos y considerados</h1>');
    expect(html).not.toMatch(/\sstyle="/);
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script>']);
    expect(html).toMatch(/<\/div><script>\(function\(\)\{/);
    // No first request, no early view (docs/decisions/0053-early-view.md): the small script.
    expect(html).not.toContain('/maintains');
    expect(html).not.toContain('data-early-');
    expect(html).toMatch(
      /<div id="root" data-app="\/assets\/main-[\w-]+\.js" data-modules="[^"]*\/assets\/main-[\w-]+\.js[^"]*\/assets\/home-page-[\w-]+\.js">/,
    );
  });

  test('a loan page ships its loading view with the app CSS and lists every module it needs, each after its imports; an unknown path gets the app shell', async ({
    request,
  }) => {
    const detail = await (await request.get('/loan/detail?productId=7&orderId=1')).text();
    expect(detail).toContain('role="status"');
    expect(detail).not.toMatch(/<link rel="modulepreload"/);
    // The loading frame marks where the inline script writes the first answer (docs/decisions/0053-early-view.md).
    expect(detail).toMatch(/<p hidden="" data-early-text="noticeDesText" elementtiming="early-view"><\/p>/);
    expect(detail).toContain('/v3/loan-details/loan-details');
    const modules = detail.match(/data-modules="([^"]+)"/)?.[1]?.split(' ') ?? [];
    const at = (name: string) => modules.findIndex((m) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(m));
    // The app before the libraries that import React from it, and the page last.
    expect(at('main')).toBeGreaterThanOrEqual(0);
    expect(at('main')).toBeLessThan(at('flow'));
    expect(at('api')).toBeGreaterThan(0);
    expect(at('loan-details-page')).toBe(modules.length - 1);
    expect(detail).not.toContain('<link rel="stylesheet"');
    expect(detail.match(/<style>/g)).toHaveLength(1);
    const unknown = await (await request.get('/no/such/page')).text();
    expect(unknown).toContain('role="status"');
    expect(unknown).not.toContain('loan-details-page');
    expect(unknown).not.toContain('<h1>Préstamos rápidos');
  });

  test('a public page fetches nothing before its first paint (CSS and pictures are in the page): its modules are listed for src/boot.ts', async ({
    request,
  }) => {
    const calculator = await (await request.get('/User')).text();
    expect(calculator).not.toMatch(/<link rel="modulepreload"|<script[^>]*\bsrc=/);
    expect(calculator).toMatch(/<div id="root" data-app="[^"]+" data-modules="[^"]*\/assets\/calculator-page-[\w-]+\.js[^"]*">/);
    expect(calculator).not.toContain('<link rel="stylesheet"');
    expect(calculator.match(/<style>/g)).toHaveLength(1);
    const home = await (await request.get('/')).text();
    // The picture in view is part of the page; the others are empty until the app shows them.
    expect(home).toMatch(/<img [^>]*src="data:image\/svg\+xml,%3csvg/);
    expect(home).not.toMatch(/<img [^>]*src="\//);
  });

  test('the promotion register page is its form from the first paint, read-only until the app has started', async ({ request }) => {
    const register = (await (await request.get('/promotion?id=7')).text()).split('<body>')[1] ?? '';
    expect(register).not.toMatch(/<link rel="modulepreload"/);
    expect(register).not.toContain('ui-page-state');
    expect(register).toMatch(/<h1 class="reg__title"[^>]*>Regístrese y obtenga su préstamo<\/h1>/);
    expect(register).toMatch(/<input[^>]*type="tel"[^>]*readOnly=""|<input[^>]*readOnly=""[^>]*type="tel"/);
  });

  test('after the first paint the app starts and preloads the listed page modules', async ({ page }) => {
    await page.goto('/User');
    await expect(page.getByLabel('Monto del préstamo')).toBeEditable();
    await expect(page.locator('link[rel="modulepreload"][href*="calculator-page-"]')).toHaveCount(1);
  });

  test.describe('before the app starts', () => {
    test.use({ javaScriptEnabled: false });

    test('the home and calculator show their content, with inert controls', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Préstamos rápidos y considerados');
      await page.goto('/User');
      await expect(page.getByLabel('Monto del préstamo')).not.toBeEditable();
      await expect(page.getByRole('button', { name: 'Calcular' })).toBeDisabled();
    });
  });

  test('the app takes over a prerendered page: the same content, now usable, and what is typed then stays', async ({ page }) => {
    await page.goto('/User');
    const amount = page.getByLabel('Monto del préstamo');
    await expect(amount).toBeEditable();
    await amount.fill('5000');
    await expect(amount).toHaveValue('5000');
    await expect(page.getByRole('button', { name: 'Calcular' })).toBeEnabled();
  });

  test('a page in English replaces the Spanish prerender once the app starts', async ({ page }) => {
    await page.goto('/?type=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fast, considerate loans');
  });
});
