// Unknown outcomes stay unknown (docs/decisions/0128, issue 43 point 4): a loan push whose answer never
// came (the connection dropped after the server took it, a gateway's 504) is never sent again by the
// page; it says it cannot tell, leads to the order, and confirms again only once a fresh read of the
// offer shows the first push did not take.
import { httpBackendPort } from '../../playwright.config';
import { expect, test, type Page } from './fixtures';

const ORDER = 'productId=7&orderId=240518001&deviceId=E2E&type=1';
const PUSH = '/v3/loan-confirm/loan-detail-push';
const UNKNOWN = 'We cannot tell whether your loan was requested';

/** The loan pushes the page sends, as they leave it. */
function pushes(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith(PUSH)) sent.push(r.postData() ?? '');
  });
  return sent;
}
const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 3000 })));

test.describe('the connection drops after the server took the push', () => {
  test.use({ baseURL: `http://127.0.0.1:${httpBackendPort}` });

  test('the page cannot tell, sends nothing again, and leads to the order', async ({ page }) => {
    let taken = 0;
    await page.route(`**${PUSH}**`, async (route) => {
      await route.fetch(); // the server takes it and answers ...
      taken += 1;
      await route.abort('connectionreset'); // ... and the answer never arrives
    });
    const sent = pushes(page);
    await page.goto(`/loan/confirm?${ORDER}`);
    await page.getByRole('button', { name: 'Confirm loan' }).click();
    await expect(page.getByRole('alert')).toContainText(UNKNOWN);
    await expect(page.getByRole('button', { name: /^(Confirm loan|Retry)$/ })).toHaveCount(0);
    await idle(page);
    expect(sent).toHaveLength(1);
    expect(taken).toBe(1);
    await page.getByRole('button', { name: 'View my order' }).click();
    await expect(page).toHaveURL(/\/loan\/detail\?/);
    await expect(page.locator('.details__status h2')).not.toHaveText('');
    expect(sent).toHaveLength(1);
  });
});

test.describe('a gateway answers 504 (the demo backend’s push-504, the loan not made)', () => {
  test('the page cannot tell; a fresh read of the offer shows no loan was made, and only then may the borrower confirm again', async ({ page }) => {
    const sent = pushes(page);
    await page.goto(`/loan/confirm?${ORDER}&scenario=push-504`);
    await page.getByRole('button', { name: 'Confirm loan' }).click();
    await expect(page.getByRole('alert')).toContainText(UNKNOWN);
    await expect(page.getByRole('button', { name: /^(Confirm loan|Retry)$/ })).toHaveCount(0);
    await idle(page);
    expect(sent).toHaveLength(1);
    // The gateway recovers (the scenario cleared as in-app navigation does); the fresh read still offers the loan.
    await page.evaluate(() => {
      const url = new URL(window.location.href);
      url.searchParams.set('scenario', '');
      window.history.replaceState(window.history.state, '', url);
    });
    await page.getByRole('button', { name: 'Check the offer again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your loan was not requested' })).toBeVisible();
    expect(sent).toHaveLength(1);
    await page.getByRole('button', { name: 'Confirm loan' }).click();
    await expect(page).toHaveURL(/\/loan\/detail\?/);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });
});
