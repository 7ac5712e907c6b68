// Money moves once (docs/decisions/0128, 0133, issue 52): a loan push whose answer never came, or was a
// server error, is held on the phone per user and order, shared with every tab and kept over a
// reload; nothing pushes again until the order, read at 2, 5, 10, 20 and 40 s, shows the loan (on as
// success) or the hold passes without it (Confirm again, with what was found). Every push carries the
// offer's Idempotency-Key, the same on every try.
import type { BrowserContext, Request } from '@playwright/test';
import { httpBackendPort } from '../../playwright.config';
import { expect, test, type Page } from './fixtures';

const ORDER = 'productId=7&orderId=240518001&userId=U5&deviceId=E2E&type=1';
const PUSH = '/v3/loan-confirm/loan-detail-push';
const HELD = 'We cannot tell yet whether your loan was requested';
const confirmButton = (page: Page) => page.getByRole('button', { name: /^(Confirm loan|Retry)$/ });

/** The loan pushes sent from any page of the context, as they leave. */
function pushes(target: Page | BrowserContext): Request[] {
  const sent: Request[] = [];
  target.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith(PUSH)) sent.push(r);
  });
  return sent;
}
const key = (r: Request | undefined) => r?.headers()['idempotency-key'];

test.describe('over HTTP, the answer lost on the way back', () => {
  test.use({ baseURL: `http://127.0.0.1:${httpBackendPort}` });

  test('the connection drops after the server took the push: held, nothing sent again, and the order shows the loan', async ({ page }) => {
    let taken = 0;
    await page.route(`**${PUSH}**`, async (route) => {
      await route.fetch(); // the server takes it and answers ...
      taken += 1;
      await route.abort('connectionreset'); // ... and the answer never arrives
    });
    const sent = pushes(page);
    await page.goto(`/loan/confirm?${ORDER}`);
    await confirmButton(page).click();
    await expect(page.getByRole('alert')).toContainText(HELD);
    await expect(confirmButton(page)).toHaveCount(0);
    // The order (read 2 s on, fresh) shows the loan: on to its details as after an answered push.
    await expect(page).toHaveURL(/\/loan\/detail\?/);
    expect(sent).toHaveLength(1);
    expect(taken).toBe(1);
    expect(key(sent[0])).toMatch(/^[\w-]{16,}$/);
  });

  test('a reload while the push is on its way: the page comes back held and never pushes again', async ({ page }) => {
    let release: () => void = () => undefined;
    await page.route(`**${PUSH}**`, (route) => new Promise<void>((resolve) => (release = resolve)).then(() => route.abort().catch(() => undefined)));
    const sent = pushes(page);
    await page.goto(`/loan/confirm?${ORDER}`);
    await confirmButton(page).click();
    await expect.poll(() => sent.length).toBe(1);
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(HELD);
    await expect(confirmButton(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/loan\/detail\?/);
    release();
    expect(sent).toHaveLength(1);
  });
});

test.describe('the demo backend’s server errors on the push', () => {
  test('push-500: the loan made, then a 500: held, and the order shows the loan 2 s on', async ({ page }) => {
    const sent = pushes(page);
    await page.goto(`/loan/confirm?${ORDER}&scenario=push-500`);
    await confirmButton(page).click();
    await expect(page.getByRole('alert')).toContainText(HELD);
    await expect(confirmButton(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/loan\/detail\?/);
    expect(sent).toHaveLength(1);
  });

  test('push-504-late: a 504 whose loan shows in the order 3 s later: held until then, never pushed again', async ({ page }) => {
    const sent = pushes(page);
    await page.goto(`/loan/confirm?${ORDER}&scenario=push-504-late`);
    await confirmButton(page).click();
    await expect(page.getByRole('alert')).toContainText(HELD);
    // The read at 2 s finds no loan yet: one read never settles it.
    await page.waitForTimeout(2500);
    await expect(confirmButton(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/loan\/detail\?/, { timeout: 10_000 });
    expect(sent).toHaveLength(1);
  });

  test('push-504, the loan not made: Confirm comes back only after the 40 s hold, and the same key goes with the second push', async ({ page }) => {
    await page.clock.install();
    const sent = pushes(page);
    await page.goto(`/loan/confirm?${ORDER}&scenario=push-504`);
    await confirmButton(page).click();
    await expect(page.getByRole('alert')).toContainText(HELD);
    // The fake clock runs in steps: each read of the order is answered (in real time) before the next is due.
    const advance = async (seconds: number) => {
      for (let i = 0; i < seconds; i += 2) {
        await page.clock.runFor(2000);
        await page.waitForTimeout(150);
      }
    };
    await advance(30);
    await expect(page.getByRole('alert')).toContainText(HELD);
    await expect(confirmButton(page)).toHaveCount(0);
    await advance(14);
    await expect(page.getByRole('status').filter({ hasText: 'Your order shows no loan after 40 seconds' })).toBeVisible();
    expect(sent).toHaveLength(1);
    await confirmButton(page).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]?.postData()).toBe(sent[0]?.postData());
    expect(key(sent[1])).toBe(key(sent[0]));
  });
});

test('two tabs on one offer: the second learns of the first one’s push at once and never pushes', async ({ page, context }) => {
  const sent = pushes(context);
  const second = await context.newPage();
  await page.goto(`/loan/confirm?${ORDER}&scenario=push-504-late`);
  await second.goto(`/loan/confirm?${ORDER}&scenario=push-504-late`);
  await expect(confirmButton(second)).toBeEnabled();
  await confirmButton(page).click();
  await expect(second.getByRole('alert')).toContainText(HELD);
  await expect(confirmButton(second)).toHaveCount(0);
  // The loan shows in the order 3 s later: both tabs go on to it.
  await expect(page).toHaveURL(/\/loan\/detail\?/, { timeout: 10_000 });
  await expect(second).toHaveURL(/\/loan\/detail\?/, { timeout: 10_000 });
  expect(sent).toHaveLength(1);
});

test('a bank-card commit answered by the proxy’s 502 after the payment was taken: Pay waits, and the order shows it paid', async ({ page }) => {
  const commits: Request[] = [];
  page.on('request', (r) => r.url().includes('/repayment-commit') && commits.push(r));
  await page.goto('/repay/card?type=1&orderId=240518001&productId=7&withholdingAmount=102730&couponId=C7&userId=U5&scenario=repay-502');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('repay-unknown')).toContainText('We cannot tell whether your payment went through');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/loan\/detail\?/);
  expect(commits).toHaveLength(1);
  expect(key(commits[0])).toMatch(/^[\w-]{16,}$/);
});
