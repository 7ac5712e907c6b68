// How a built page loads (docs/how-a-page-loads.md), in the production build a real host serves: no
// in-browser demo backend, the demo handlers answering over HTTP (scripts/serve-http-backend.mjs).
// A loan page's first request and answer, before the app.
import { httpBackendPort } from '../../playwright.config';
import { appStarted, expect, test, type Page } from './fixtures';
import { holdApp, SESSION } from './first-paint-helpers';

test.use({ baseURL: `http://127.0.0.1:${httpBackendPort}` });

test.describe("a loan page's first answer", () => {
  /** Each POST to `endpoint`: its body and the script that sent it (from Chromium's DevTools protocol). */
  async function recordPosts(page: Page, endpoint: string) {
    const sent: { body: string; sentBy: string }[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith(endpoint)) return;
      const frames = initiator.stack?.callFrames ?? [];
      sent.push({ body: request.postData ?? '', sentBy: new URL(frames[0]?.url ?? initiator.url ?? 'about:blank').pathname });
    });
    return sent;
  }

  const pages = [
    { path: '/loan/detail', endpoint: '/v3/loan-details/loan-details', body: 'productId=7&orderId=240518001', shows: /Lendo Cash Express/ },
    { path: '/loan/confirm', endpoint: '/v3/loan-confirm/loan-detail-confirm', body: 'productId=7', shows: /Lendo Cash Express/ },
    { path: '/repay/choose', endpoint: '/v3/installment/loan-play-detail', body: 'productId=7&orderId=240518001', shows: /Lendo Cash Express/ },
  ];
  for (const { path, endpoint, body, shows } of pages) {
    test(`${path} shows its data from one request, sent by the page's inline script`, async ({ page }) => {
      const sent = await recordPosts(page, endpoint);
      await page.goto(`${path}?${SESSION}&type=1`);
      await expect(page.getByText(shows).first()).toBeVisible();
      expect(sent).toEqual([{ body, sentBy: path }]);
    });
  }

  test('a failed early request shows the load failure, and Retry loads the page', async ({ page }) => {
    let failed = 0;
    await page.route('**/maintains/v3/loan-details/loan-details**', (route) => (failed++ === 0 ? route.abort('failed') : route.continue()));
    await page.goto(`/loan/detail?${SESSION}&type=1`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(/Lendo Cash Express/).first()).toBeVisible();
    expect(failed).toBe(2);
  });

  const early = [
    { path: '/loan/detail', query: SESSION, text: /Pay before the due date/, then: /Lendo Cash Express/ },
    { path: '/repay/choose', query: SESSION, text: /Your payment is posted within 10 to 30 minutes/, then: /OXXO/ },
    { path: '/carpmm', query: `${SESSION}&amount=300000&payCode=OXXO&requestType=1`, text: /9300 1234 5678 90/, then: /Copy code/ },
  ];
  for (const { path, query, text, then } of early) {
    test(`${path} shows its answer before the app runs, and the app then shows the page`, async ({ page }) => {
      const release = await holdApp(page);
      await page.goto(`${path}?${query}&type=1`, { waitUntil: 'commit' });
      await expect(page.locator('[data-first-answer]').getByText(text)).toBeVisible();
      release();
      await expect(page.getByText(then).first()).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
    });
  }

  test('the payment code page asks for its code image as soon as the answer names it, before the app runs', async ({ page }) => {
    const release = await holdApp(page);
    const picture = page.waitForResponse((r) => /barcode|demo-files/.test(r.url()) && r.request().resourceType() === 'image');
    await page.goto(`/carpmm?${SESSION}&amount=300000&payCode=OXXO&requestType=1&type=1`, { waitUntil: 'commit' });
    expect((await picture).ok()).toBe(true);
    await expect(page.locator('[data-first-answer] img')).toBeVisible();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    release();
    await appStarted(page);
  });

  test('a failed answer is never written into the frame', async ({ page }) => {
    const release = await holdApp(page);
    const asked: string[] = [];
    page.on('request', (request) => void asked.push(new URL(request.url()).pathname));
    await page.route('**/maintains/v3/loan-details/loan-details**', (route) => route.fulfill({ status: 500, body: 'no' }));
    await page.goto(`/loan/detail?${SESSION}&type=1`, { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toBeVisible();
    // The page asks for the app only once its early answer has been dealt with (written or not):
    // when that request goes out, an answer that was going to be written is already in the frame.
    const app = await page.locator('#root').getAttribute('data-app');
    expect(app).toMatch(/^\/assets\/.+\.js$/);
    await expect.poll(() => asked.includes(app ?? '')).toBe(true);
    await expect(page.locator('[data-first-answer] *')).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
