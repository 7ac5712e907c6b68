// The page's language while the page a host sent shows and once the app has rendered, in the
// production build under its own Content Security Policy
// (docs/decisions/0095-trusted-types-and-page-language.md). Every README route under the policy's
// Trusted Types, in its language, is tests/e2e/routes.spec.ts.
import { appStarted, expect, test, type Page } from './fixtures';
import { holdApp } from './first-paint-helpers';

test.describe('<html lang> is the language on screen', () => {
  /** Serves, for an English address of `path`, the Spanish page (a host that has only index.html). */
  async function spanishPageFor(page: Page, path: string) {
    await page.route(
      (url) => url.pathname === path && url.searchParams.get('type') === '1',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const url = new URL(route.request().url());
        url.searchParams.set('type', '2');
        await route.fulfill({ response: await route.fetch({ url: url.href }) });
      },
    );
  }

  test('on the built pages: Spanish for Spanish addresses, English for type=1', async ({ page }) => {
    await page.goto('/User');
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Calculadora de préstamos' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.goto('/User?type=1');
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Loan Calculator' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  test('a host sending the Spanish page for type=1: Spanish while it shows, English once the app renders English', async ({ page }) => {
    await spanishPageFor(page, '/User');
    const release = await holdApp(page);
    await page.goto('/User?type=1', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Calculadora de préstamos' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    release();
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Loan Calculator' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
