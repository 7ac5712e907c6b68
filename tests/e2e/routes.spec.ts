// Every README route, one test each, on the production build under its own Content Security
// Policy (the fixture fails a test on any violation, a Trusted Types one included), on the
// smallest phone the app supports (320 CSS px). One test visits its route three ways:
// 1. the built page: the policy requires Trusted Types, the page shows what it loaded, says
//    `lang="en"`, nothing scrolls sideways once every answer is in (issue 27), axe finds nothing
//    and every control of the main content is at least 44 x 44 CSS px;
// 2. the app page a host sends for a path with no page of its own: the app renders every element
//    anew, the loan pages' loading frames included, under the same policy (the first route of each
//    page module: the others render with the same code);
// 3. the Spanish page a host sends for the English address: the app renders English and says so
//    in `<html lang>`, the first route of each page module likewise
//    (docs/decisions/0095-trusted-types-and-page-language.md).
// These were four files' loops (Trusted Types, narrow screen, page language, and the built routes
// of modals-a11y.spec.ts): one visit now checks the policy, the language, the width and axe together.
import { readFileSync } from 'node:fs';
import { mainContent, onePerPageModule, routeExamples } from '../helpers/route-examples';
import { routeModules } from '../../scripts/route-modules.mjs';
import { axeViolations, MIN_TARGET, smallTargets } from './a11y';
import { appStarted, expect, test, type Page } from './fixtures';
import { pendingRequests, showsItsPage } from './route-visits';

const routes = routeExamples(readFileSync(new URL('../../README.md', import.meta.url), 'utf8'));
const NARROW = 320;
/** Routes that share a page module render with the same code: the first of each is rendered anew. */
const renderedAnew = new Set(onePerPageModule(routes, routeModules()).map((route) => route.name));

test.use({ viewport: { width: NARROW, height: 640 } });

/**
 * Serves `document` for the app's own documents at `path` (the route's other requests go on),
 * from a blank page: the same address again would be a same-document visit for a hash route.
 */
async function serveDocument(page: Page, path: string, document: (url: URL) => string) {
  await page.goto('about:blank');
  await page.unrouteAll({ behavior: 'wait' });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      await route.fulfill({ response: await route.fetch({ url: document(new URL(route.request().url())) }) });
    },
  );
}

test('the README route table has every route to try, each with what its page shows', () => {
  expect(routes.length).toBeGreaterThan(30);
  for (const route of routes) expect(mainContent[route.name], `${route.name}: main content`).toBeDefined();
});

for (const route of routes) {
  test(`${route.path} (${route.name}) at ${route.example}: Trusted Types, its language, ${NARROW} px`, async ({ page }) => {
    const path = new URL(route.example, 'http://x').pathname;
    const pending = pendingRequests(page);

    await test.step('the built page', async () => {
      const response = await page.goto(route.example);
      expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
      await appStarted(page);
      expect(page.viewportSize()?.width).toBe(NARROW);
      await showsItsPage(page, route.name);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      // Images and late answers can still widen the page: measure once everything has answered.
      await expect.poll(() => pending.size, { intervals: [50] }).toBe(0);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
        // What sticks out, to name it when the page is too wide.
        over: [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`),
      }));
      expect(widths.client).toBe(NARROW);
      expect(widths.page, `scrollWidth (sticking out: ${widths.over.join(', ') || 'nothing'})`).toBeLessThanOrEqual(NARROW);
      const main = page.locator('main');
      await expect(main).toHaveCount(1);
      expect.soft(await smallTargets(main), `tap targets under ${MIN_TARGET} px`).toEqual([]);
      expect(await axeViolations(page), 'axe').toEqual([]);
    });

    if (!renderedAnew.has(route.name)) return;

    await test.step('rendered anew from the app page', async () => {
      await serveDocument(page, path, (url) => `${url.origin}/no-page-of-its-own?type=1`);
      const response = await page.goto(route.example);
      expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
      expect(await page.locator('#root').getAttribute('data-route')).toBeNull();
      await appStarted(page);
      await showsItsPage(page, route.name);
    });

    await test.step('the Spanish page sent for the English address', async () => {
      await serveDocument(page, path, (url) => {
        if (url.searchParams.get('type') === '1') url.searchParams.set('type', '2');
        return url.href;
      });
      const response = await page.goto(route.example);
      expect(await response?.text()).toContain('<html lang="es"');
      await appStarted(page);
      await showsItsPage(page, route.name);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    });
  });
}
