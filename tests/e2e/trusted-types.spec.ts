// Trusted Types and the page's language, in the production build under its own Content Security
// Policy (docs/decisions/0095-trusted-types-and-page-language.md). The fixture fails every test on
// any violation, a Trusted Types one included.
import { readFileSync } from 'node:fs';
import { mainContent, routeExamples } from '../helpers/route-examples';
import { appStarted, expect, test, type Page } from './fixtures';
import { holdApp } from './first-paint-helpers';

const routes = routeExamples(readFileSync(new URL('../../README.md', import.meta.url), 'utf8'));

/** What a route's page shows once it is ready, in English (the README's examples all have type=1). */
async function showsItsPage(page: Page, name: string) {
  const main = mainContent[name] ?? {};
  if (main.heading) await expect(page.getByRole('heading', { level: 1, name: main.heading, exact: true })).toBeVisible();
  if (main.text) await expect(page.getByText(main.text, { exact: true }).first()).toBeVisible();
  if (main.region) await expect(page.getByRole('region', { name: main.region, exact: true })).toBeVisible();
}

test.describe('Trusted Types enforced', () => {
  for (const route of routes) {
    test(`${route.path} (${route.name}) starts at ${route.example} with no violation`, async ({ page }) => {
      const response = await page.goto(route.example);
      expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
      await appStarted(page);
      await showsItsPage(page, route.name);
    });
  }

  // The host sends the app page (as for a path with no page of its own): the app renders every
  // element anew, the loan pages' loading frames included, under the same policy.
  for (const route of routes) {
    test(`${route.path} (${route.name}) rendered anew from the app page at ${route.example} with no violation`, async ({ page }) => {
      const path = new URL(route.example, 'http://x').pathname;
      await page.route(
        (url) => url.pathname === path,
        async (served) => {
          if (served.request().resourceType() !== 'document') return served.continue();
          const url = new URL(served.request().url());
          await served.fulfill({ response: await served.fetch({ url: `${url.origin}/no-page-of-its-own?type=1` }) });
        },
      );
      const response = await page.goto(route.example);
      expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
      expect(await page.locator('#root').getAttribute('data-route')).toBeNull();
      await appStarted(page);
      await showsItsPage(page, route.name);
    });
  }
});

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

  for (const route of routes) {
    test(`${route.name}: the Spanish page sent for ${route.example}, the page in English says en`, async ({ page }) => {
      await spanishPageFor(page, new URL(route.example, 'http://x').pathname);
      const response = await page.goto(route.example);
      expect(await response?.text()).toContain('<html lang="es"');
      await appStarted(page);
      await showsItsPage(page, route.name);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    });
  }
});
