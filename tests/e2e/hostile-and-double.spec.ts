import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { hostileText, hostileUrls } from '../../src/mocks/data/hostile';

// Double submit: the `slow` scenario keeps every demo answer 2 s in flight, long enough for five
// taps. Hostile data: the `hostile-text` and `hostile-urls` scenarios (docs/demo-backend.md).

const LOAN = 'productId=7&orderId=240518001&deviceId=D9&type=1';
const TAPS = 5;

/** Requests the page sends whose path ends with `endpoint`. */
function requestsTo(page: Page, endpoint: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(endpoint)) seen.push(request.url());
  });
  return seen;
}

/** Real finger taps on the control's centre, as fast as the input pipeline takes them. */
async function tap(page: Page, control: Locator, times = 1) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  for (let i = 0; i < times; i++) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const tapFiveTimes = (page: Page, control: Locator) => tap(page, control, TAPS);

/** Five clicks in one task: all of them land before the page can re-render. */
async function clickFiveTimesAtOnce(control: Locator) {
  await control.evaluate((el, taps) => {
    for (let i = 0; i < taps; i++) (el as HTMLElement).click();
  }, TAPS);
}

const bursts = { 'five taps': tapFiveTimes, 'five clicks in one task': (_page: Page, control: Locator) => clickFiveTimesAtOnce(control) };

/** Fails the test if the page opens any dialog (an injected alert()). */
function failOnDialog(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`);
  });
}

for (const [name, burst] of Object.entries(bursts)) {
  test(`loan push: ${name} on confirm send one request`, async ({ page }) => {
    const pushes = requestsTo(page, '/v3/loan-confirm/loan-detail-push');
    await page.goto(`/loan/confirm?${LOAN}&scenario=slow`);
    const submit = page.getByRole('button', { name: 'Confirm loan' });
    await expect(submit).toBeEnabled({ timeout: 10_000 });
    await burst(page, submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    // Busy shows before the request event reaches the test: wait for the one call itself.
    await expect.poll(() => pushes.length).toBe(1);
    await expect(page).toHaveURL(/\/loan\/detail\?.*from=confirm/, { timeout: 10_000 });
    expect(pushes).toHaveLength(1);
  });

  test(`register: ${name} on get code send one request`, async ({ page }) => {
    const sends = requestsTo(page, '/promotion/get-sms');
    await page.goto('/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=spring&scenario=slow');
    await page.getByLabel('Mobile number').fill('13912345678', { timeout: 10_000 });
    await page.getByLabel('Image code').fill('1234');
    const getCode = page.getByRole('button', { name: 'Get code' });
    // The form takes input while the page loads; Get code works once the session id is in.
    await expect(getCode).toBeEnabled({ timeout: 10_000 });
    await burst(page, getCode);
    await expect(getCode).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => sends.length).toBe(1);
    await expect(page.getByTestId('register-notice')).toHaveText('验证码已发送，请在手机上查看！', { timeout: 10_000 });
    // During the countdown a tap only explains; nothing is sent.
    await tap(page, page.getByRole('button', { name: /another code/ }));
    await expect(page.getByTestId('register-notice')).toHaveText('请勿重复发送验证码!');
    expect(sends).toHaveLength(1);
  });
}

test('hostile text: the loan details show server HTML and script as plain text', async ({ page }) => {
  failOnDialog(page);
  await page.goto(`/loan/detail?${LOAN}&scenario=hostile-text`);
  const title = page.getByRole('heading', { level: 2 });
  await expect(title).toHaveText(hostileText);
  await expect(page.getByText(hostileText, { exact: true })).toHaveCount(4);
  await expect(page.locator('main img[src="x"], main script, main b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
});

test('hostile URLs: confirm loan refuses a javascript: details URL, a foreign logo and a contract link', async ({ page }) => {
  failOnDialog(page);
  const foreign = requestsTo(page, '');
  await page.goto(`/loan/confirm?${LOAN}&scenario=hostile-urls`);
  await expect(page.getByTestId('confirm-amount')).toHaveText('₱3000.00');
  await expect(page.getByRole('link', { name: 'View the loan contract' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /logo$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm loan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your loan was confirmed, but the order address is not trusted, so we did not open it.');
  await expect(page).toHaveURL(/\/loan\/confirm\?/);
  for (const url of Object.values(hostileUrls)) {
    await expect(page.locator(`[href="${url}"], [src="${url}"]`)).toHaveCount(0);
  }
  expect(foreign.filter((url) => new URL(url).hostname === 'evil.example')).toEqual([]);

  await page.getByRole('button', { name: 'View my order' }).click();
  await expect(page).toHaveURL(/\/loan\/detail\?/);
});
