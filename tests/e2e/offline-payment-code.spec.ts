// The payment code at the counter with no signal (docs/decisions/0136), in the production build a
// real host serves (no in-browser demo backend, the demo handlers over HTTP, the CSP): the app's
// service worker keeps the shell, the page keeps the code on the phone per user and order.
import { httpBackendPort } from '../../playwright.config';
import { expect, test, type Page } from './fixtures';

test.use({ baseURL: `http://127.0.0.1:${httpBackendPort}` });

const CODE = '9300 1234 5678 90';
const codeAddress = (userId: string) => `/carpmm?type=1&productId=7&orderId=240518001&requestType=1&amount=112345&payCode=OXXO&userId=${userId}`;
const OFFLINE_LINE = /^No connection: this is the payment code saved on your phone\./;

/** Opens the code online, and waits for the app's worker to have the shell and the phone to have the code. */
async function openOnline(page: Page, userId = 'U5') {
  await page.goto(codeAddress(userId));
  await expect(page.getByTestId('voucher-code')).toHaveText(CODE);
  // Registered once the page is settled; `ready` resolves once it is active, its precache done.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.waitForFunction(() => (localStorage.getItem('loan-journey.kept-vouchers') ?? '').includes('9300 1234 5678 90'));
}

test.describe('the payment code with no connection', () => {
  test('opened again offline in a new tab: the code, its amount and the offline line, from the phone', async ({ page, context }, testInfo) => {
    await openOnline(page);
    await context.setOffline(true);
    const counter = await context.newPage();
    const started = Date.now();
    await counter.goto(codeAddress('U5'));
    await expect(counter.getByTestId('voucher-code')).toHaveText(CODE);
    await expect(counter.getByTestId('voucher-amount')).toHaveText('₱1123.45');
    // Recorded, not asserted: the figure depends on the machine (the page waits on no network).
    testInfo.annotations.push({ type: 'code and amount shown after', description: `${Date.now() - started} ms` });
    await expect(counter.getByText(OFFLINE_LINE)).toBeVisible();
    await expect(counter.getByTestId('voucher-saved')).toHaveText(/^Code generated on \d{4}-\d\d-\d\d \d\d:\d\d for channel OXXO\.$/);
    await expect(counter.getByRole('img', { name: `Barcode of ${CODE}` })).toHaveAttribute('data-state', 'drawn');
    await expect(counter.getByRole('button', { name: 'Copy code' })).toBeDisabled();
  });

  test('drawn by the page itself before the app runs, and on screen without a break until the app shows it', async ({ page, context }) => {
    await openOnline(page);
    await context.setOffline(true);
    const counter = await context.newPage();
    await counter.addInitScript(() => {
      // Where the code and its drawn barcode first appear (in the loading frame's place for the first
      // answer, where only the inline script writes, or in the app's page), and whether either ever
      // leaves the document after.
      const first: Record<string, string> = {};
      const gone: string[] = [];
      Object.assign(window, { __first: first, __gone: gone });
      new MutationObserver(() => {
        for (const [name, selector] of [
          ['code', '[data-testid="voucher-code"]'],
          ['barcode', '[data-testid="barcode-drawn"][data-state="drawn"]'],
        ] as const) {
          const found = document.querySelector(selector);
          if (found) first[name] ??= found.closest('[data-first-answer]') ? 'inline script' : 'app';
          else if (first[name] !== undefined && !gone.includes(name)) gone.push(name);
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await counter.goto(codeAddress('U5'));
    // The app's own page: its Check again button (the inline script draws no button).
    await expect(counter.getByRole('button', { name: 'Check again' })).toBeVisible();
    await expect(counter.getByTestId('voucher-code')).toHaveText(CODE);
    const { first, gone } = await counter.evaluate(() => {
      const marks = window as unknown as { __first: Record<string, string>; __gone: string[] };
      return { first: marks.__first, gone: marks.__gone };
    });
    expect(first).toEqual({ code: 'inline script', barcode: 'inline script' });
    expect(gone).toEqual([]);
  });

  test('connected again, the code is confirmed by a fresh answer, with no tap', async ({ page, context }) => {
    await openOnline(page);
    await context.setOffline(true);
    const counter = await context.newPage();
    await counter.goto(codeAddress('U5'));
    await expect(counter.getByText(OFFLINE_LINE)).toBeVisible();
    await expect(counter.getByRole('button', { name: 'Copy code' })).toBeDisabled();
    // The browser's `online` event: the page asks the server again by itself.
    await context.setOffline(false);
    await expect(counter.getByTestId('voucher-standing')).toHaveCount(0);
    await expect(counter.getByTestId('voucher-code')).toHaveText(CODE);
    await expect(counter.getByRole('button', { name: 'Copy code' })).toBeEnabled();
  });

  test('on a connection that stalls (signal bars, no data), the kept code shows once the page stops waiting for the server', async ({
    page,
    context,
  }) => {
    await openOnline(page);
    const counter = await context.newPage();
    // The code's request (the first-paint one and the page's) never gets an answer.
    await counter.route('**/generate-vcode*', () => undefined);
    await counter.goto(codeAddress('U5'));
    // The page waits 4 s (KEPT_CODE_WAIT_MS), then shows the code kept on the phone.
    await expect(counter.getByText(OFFLINE_LINE)).toBeVisible({ timeout: 20_000 });
    await expect(counter.getByTestId('voucher-code')).toHaveText(CODE);
    await expect(counter.getByTestId('voucher-amount')).toHaveText('₱1123.45');
    await expect(counter.getByRole('button', { name: 'Copy code' })).toBeDisabled();
  });

  test('a code older than 12 hours is not shown: the page offers Retry, and the code is gone from the phone', async ({ page, context }) => {
    await openOnline(page);
    await context.setOffline(true);
    const later = await context.newPage();
    await later.clock.setFixedTime(Date.now() + 13 * 60 * 60 * 1000);
    await later.goto(codeAddress('U5'));
    await expect(later.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(later.getByTestId('voucher-code')).toHaveCount(0);
    expect(await later.evaluate(() => localStorage.getItem('loan-journey.kept-vouchers'))).toBeNull();
  });

  test('a second user on the same phone never sees the first one’s code', async ({ page, context }) => {
    await openOnline(page, 'U5');
    await context.setOffline(true);
    const other = await context.newPage();
    await other.goto(codeAddress('U6'));
    await expect(other.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(other.getByTestId('voucher-code')).toHaveCount(0);
    await expect(other.getByText(OFFLINE_LINE)).toHaveCount(0);
  });
});

test.describe('where no service worker runs (a WKWebView outside app-bound domains)', () => {
  test.use({ serviceWorkers: 'block' });

  test('the payment code page works as before, registering nothing', async ({ page }) => {
    await page.goto(codeAddress('U5'));
    await expect(page.getByTestId('voucher-code')).toHaveText(CODE);
    await expect(page.getByRole('button', { name: 'Copy code' })).toBeEnabled();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  });
});
