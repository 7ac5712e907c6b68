import { httpBackendPort } from '../../../playwright.config';
import { expect, test } from '../fixtures';
import { LOAN } from './journeys';

// A page's query carries session tokens (crp_phe, dearest, ids): no request it makes may carry
// that URL as its Referer, on a host that sends our headers or on one that sends none
// (docs/decisions/0094). The HTML says so itself, `<meta name="referrer">`.
const META = '<meta name="referrer" content="strict-origin" />';

test('the pages carry the referrer policy themselves, on every host', async ({ request }) => {
  for (const origin of [`http://127.0.0.1:${httpBackendPort}`, '']) {
    for (const path of ['/User?type=1', '/loan/detail?type=1', '/not-a-page']) {
      const html = await (await request.get(`${origin}${path}`)).text();
      expect(html, `${origin}${path}`).toContain(META);
      expect(html.indexOf(META), `${origin}${path}: before any script or stylesheet`).toBeLessThan(html.search(/<script|<link|<style/));
    }
  }
});

test('a host that sends no Referrer-Policy: the API call names the page origin only, not the token-bearing URL', async ({ page }) => {
  const origin = `http://127.0.0.1:${httpBackendPort}`;
  // Each API request's Referer, read as it is made; a read still under way when the page is done
  // (a late request) is not a failure of the test, and counts as no answer.
  const reads: Promise<string | null>[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/maintains/'))
      reads.push(
        r.headerValue('referer').then(
          (v) => v ?? '(none)',
          () => null,
        ),
      );
  });
  await page.goto(`${origin}/loan/order?${LOAN}&crp_phe=secret-token&dearest=d1`);
  await expect(page.getByRole('heading', { name: 'Loan details' })).toBeVisible();
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  const referers = (await Promise.all(reads)).filter((v): v is string => v !== null);
  expect(referers.length).toBeGreaterThan(0);
  expect([...new Set(referers)]).toEqual([`${origin}/`]);
});
