import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { mainContent, routeExamples } from '../helpers/route-examples';

// The smallest phone the app supports is 320 CSS px wide: no README route may scroll sideways
// there, once its page shows what it loaded (issue 27, "Done when").
const routes = routeExamples(readFileSync(new URL('../../README.md', import.meta.url), 'utf8'));
const NARROW = 320;

test.use({ viewport: { width: NARROW, height: 640 } });

test('the README route table has every route to try', () => {
  expect(routes.length).toBeGreaterThan(30);
});

for (const route of routes) {
  test(`${route.path} (${route.name}) fits ${NARROW} px at ${route.example}`, async ({ page }) => {
    const pending = new Set<unknown>();
    page.on('request', (r) => void pending.add(r));
    page.on('requestfinished', (r) => void pending.delete(r));
    page.on('requestfailed', (r) => void pending.delete(r));

    await page.goto(route.example);
    expect(page.viewportSize()?.width).toBe(NARROW);
    const main = mainContent[route.name] ?? {};
    if (main.heading) await expect(page.getByRole('heading', { level: 1, name: main.heading, exact: true })).toBeVisible();
    if (main.text) await expect(page.getByText(main.text, { exact: true }).first()).toBeVisible();
    if (main.region) await expect(page.getByRole('region', { name: main.region, exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    // Images and late answers can still widen the page: measure once everything has answered.
    await expect.poll(() => pending.size).toBe(0);

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
  });
}
