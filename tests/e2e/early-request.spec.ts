// A loan page's first data request leaves from the page's inline script, while the app downloads, and the
// app uses its answer: one request, not two (docs/decisions/0046-early-first-request.md). Only a
// build without the in-browser demo backend does this, so these tests use one served with the
// demo handlers over HTTP (scripts/serve-http-backend.mjs).
import { httpBackendPort } from '../../playwright.config';
import { expect, test, type Page } from './fixtures';

test.use({ baseURL: `http://127.0.0.1:${httpBackendPort}` });

const QUERY = 'productId=7&orderId=240518001&deviceId=D9&sessionId=S1&type=1';

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
    await page.goto(`${path}?${QUERY}`);
    await expect(page.getByText(shows).first()).toBeVisible();
    // The page's inline script (src/boot.ts) sent it before the app loaded, and the app used its answer.
    expect(sent).toEqual([{ body, sentBy: path }]);
  });
}

test('a failed early request shows the load failure, and Retry loads the page', async ({ page }) => {
  let failed = 0;
  await page.route('**/maintains/v3/loan-details/loan-details**', (route) => (failed++ === 0 ? route.abort('failed') : route.continue()));
  await page.goto(`/loan/detail?${QUERY}`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/Lendo Cash Express/).first()).toBeVisible();
  expect(failed).toBe(2);
});

// The early view (docs/decisions/0053-early-view.md): the inline script writes the answer into the
// prerendered frame as text before the app runs; the app then shows the same text in the same place.
const early = [
  { path: '/loan/detail', query: QUERY, text: /Pague antes de la fecha límite/, then: /Lendo Cash Express/ },
  { path: '/repay/choose', query: QUERY, text: /Su pago se refleja en 10 a 30 minutos/, then: /OXXO/ },
  { path: '/carpmm', query: `${QUERY}&amount=300000&payCode=OXXO&requestType=1`, text: /9300 1234 5678 90/, then: /Copy/ },
];

for (const { path, query, text, then } of early) {
  test(`${path} shows its first answer before the app runs, and the app keeps it where it was`, async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${path}?${query}`);
    const answer = page.getByText(text).first();
    await expect(answer).toBeVisible();
    // Still the prerendered frame: the app has not started.
    await expect(page.locator('#root[data-app-rendering]')).toHaveCount(0);
    const box = await answer.boundingBox();
    release();
    await expect(page.getByText(then).first()).toBeVisible();
    await expect(page.locator('#root[data-app-rendering]')).toHaveCount(1);
    await expect(answer).toBeVisible();
    expect(await answer.boundingBox()).toEqual(box);
  });
}

test('a failure answer is not written into the frame: the app shows the failure', async ({ page }) => {
  await page.route('**/maintains/v3/loan-details/loan-details**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: '4001', message: 'Pedido no encontrado', data: { noticeDesText: 'never shown' } }),
    }),
  );
  await page.goto(`/loan/detail?${QUERY}`);
  await expect(page.getByRole('alert')).toHaveText('Pedido no encontrado');
  await expect(page.getByText('never shown')).toHaveCount(0);
});
