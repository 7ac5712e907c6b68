import { readFileSync } from 'node:fs';
import { test as base, devices, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';
import { mainContent, onePerPageModule, routeExamples } from '../../helpers/route-examples';
import { routeModules } from '../../../scripts/route-modules.mjs';
import { pendingRequests, showsItsPage } from '../route-visits';

// `npm start` as a developer or QA first opens it: a route of each page module of the README's
// route table, at its example address, on the Vite dev server with the in-browser demo backend and StrictMode.
const routes = routeExamples(readFileSync(new URL('../../../README.md', import.meta.url), 'utf8'));
// One route per page module (27 for 39 routes): every route is opened in the build by tests/e2e/routes.spec.ts.
const walked = onePerPageModule(routes, routeModules());

/**
 * One browser context per worker for the walk, each route in a page of its own: as a developer's
 * browser, it keeps the dev server's modules and the demo backend's service worker from one page to
 * the next, so each route costs its own modules and answers, not the whole app's hundreds of
 * modules and a worker's registration again (decision 0138).
 */
const test = base.extend<object, { walkContext: BrowserContext }>({
  walkContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: workerInfo.project.use.baseURL });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ walkContext }, run) => {
    const page = await walkContext.newPage();
    await run(page);
    await page.close();
  },
});

test('the README lists every route with an example address and what its page shows', () => {
  expect(routes.length).toBeGreaterThan(30);
  for (const route of routes) {
    expect(route.example, `${route.name}: example`).toMatch(/^\/\S*$/);
    expect(mainContent[route.name], `${route.name}: main content`).toBeDefined();
  }
});

for (const route of walked) {
  test(`${route.path} (${route.name}) at ${route.example}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    // Requests in flight: the page's own and its frames' (the demo backend answers in the worker).
    const pending = pendingRequests(page);

    await page.goto(route.example);
    // The dev server's client: this is `npm start`, not a build.
    await expect(page.locator('script[src="/@vite/client"]')).toHaveCount(1);

    await showsItsPage(page, route.name);
    // Loaded: no loading indicator left, no failure screen, no retry.
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    // Every request the page made has answered (any late error is logged by now): the requests
    // themselves, not a quiet half second, which a cold dev server may never give.
    await expect.poll(() => pending.size, { timeout: 30_000 }).toBe(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
