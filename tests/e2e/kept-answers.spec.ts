// Kept is shown, never acted on, on every page (docs/decisions/0139), in the production build with
// the demo backend over HTTP: going back or forward onto the instalment and extension pages shows the
// kept answer at once, as being checked (its codes and amount dimmed; Pay, Copy and the barcode off),
// until the fresh answer sent beside it replaces it; a fresh answer that fails leaves it not
// confirmed, with Check again and no failure screen. Only a confirmed amount goes on to generate-vcode.
import type { Route } from '@playwright/test';
import { test, expect, appStarted, type Page } from './fixtures';
import { httpBackendPort } from '../../playwright.config';

test.use({ baseURL: `http://127.0.0.1:${httpBackendPort}` });

const ORDER = 'productId=7&orderId=240518001&deviceId=E2E&type=1';
const CHECKING = 'Checking the amount and the payment codes. You can copy them and pay once they are confirmed.';
const UNCONFIRMED = 'We could not confirm the amount and the payment codes. Do not pay with them until they are checked.';

type Channel = { vCode: string };
type Answer = { data: { repayList: { list: Channel[] }[]; repayAmount?: number; delayInfo?: { delayAmount: number } } };

/**
 * Each answer of `endpoint` gets a code and an amount of its own (call n: OXXO's code ends in n, the
 * amount is 1000.0n), as a server whose answer changed between two calls would give; `hold`, while
 * set, holds the answer back.
 */
async function answersPerCall(page: Page, endpoint: string) {
  const state = { calls: 0, hold: null as Promise<void> | null };
  await page.route(`**/${endpoint}**`, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Answer;
    state.calls += 1;
    const n = state.calls;
    body.data.repayList[0]!.list[0]!.vCode = `9300 0000 0000 0${n}`;
    if (body.data.repayAmount !== undefined) body.data.repayAmount = 100000 + n;
    if (body.data.delayInfo) body.data.delayInfo.delayAmount = 100000 + n;
    if (state.hold) await state.hold;
    await route.fulfill({ response, json: body });
  });
  return state;
}

/** Resolves once the next-tap code (src/app/hops) has run and the page has been idle since. */
async function settled(page: Page, hops: Promise<unknown>) {
  await appStarted(page);
  await hops;
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 50), { timeout: 2000 })));
}
const hopsLoaded = (page: Page) => page.waitForResponse(/\/assets\/hops-[\w-]+\.js$/);

/** The page shows the kept answer (OXXO's code `code`, the amount `amount`) as being checked: nothing on it acted on. */
async function expectKeptChecking(page: Page, amountId: string, code: string, amount: string) {
  await expect(page.getByTestId('kept-standing')).toHaveText(CHECKING);
  await expect(page.getByTestId(amountId)).toHaveText(amount);
  await expect(page.getByTestId(amountId)).toHaveClass(/pay-kept/);
  await expect(page.getByText(code, { exact: true })).toHaveClass(/pay-kept/);
  await expect(page.getByTestId('channel-OXXO')).toBeDisabled();
  await expect(page.getByRole('button', { name: `Copy the code ${code}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Show the barcode of ${code}` })).toBeDisabled();
}

/** The page shows a confirmed answer (OXXO's code `code`): its notice gone, everything usable. */
async function expectConfirmed(page: Page, amountId: string, code: string, amount: string) {
  await expect(page.getByTestId(amountId)).toHaveText(amount);
  await expect(page.getByTestId('kept-standing')).toHaveCount(0);
  await expect(page.getByTestId(amountId)).not.toHaveClass(/pay-kept/);
  await expect(page.getByTestId('channel-OXXO')).toBeEnabled();
  await expect(page.getByRole('button', { name: `Copy the code ${code}` })).toBeEnabled();
  await expect(page.getByRole('button', { name: `Show the barcode of ${code}` })).toBeEnabled();
}

/** Taps OXXO and returns the amount its generate-vcode call carries. */
async function payWithOxxo(page: Page) {
  const sent = page.waitForRequest((r) => r.url().includes('/generate-vcode'));
  await page.getByTestId('channel-OXXO').click();
  return (await sent).postData() ?? '';
}

test('instalment, Back: the kept plan as being checked, then the fresh one; the fresh amount goes on to generate-vcode', async ({ page }) => {
  const plan = await answersPerCall(page, 'loan-play-detail');
  const hops = hopsLoaded(page);
  await page.goto(`/repay/choose?${ORDER}&scenario=`);
  await settled(page, hops);
  await expectConfirmed(page, 'repay-amount', '9300 0000 0000 01', '₱1000.01');
  expect(await payWithOxxo(page)).toMatch(/amount\W+100001\b/);
  await expect(page.getByTestId('voucher-code')).not.toHaveText('');
  // Back with the fresh answer held: the kept plan at once, as being checked.
  let release: () => void = () => undefined;
  plan.hold = new Promise<void>((resolve) => (release = resolve));
  await page.goBack();
  await expectKeptChecking(page, 'repay-amount', '9300 0000 0000 01', '₱1000.01');
  await expect.poll(() => plan.calls).toBe(2);
  release();
  // The fresh answer, sent beside the kept one, replaces it; no further call. Its amount is the one sent on.
  await expectConfirmed(page, 'repay-amount', '9300 0000 0000 02', '₱1000.02');
  expect(plan.calls).toBe(2);
  expect(await payWithOxxo(page)).toMatch(/amount\W+100002\b/);
});

test('instalment, Back with the fresh answer failing: the kept plan not confirmed, no failure screen; Check again asks once more', async ({
  page,
}) => {
  const plan = await answersPerCall(page, 'loan-play-detail');
  const hops = hopsLoaded(page);
  await page.goto(`/repay/choose?${ORDER}&scenario=`);
  await settled(page, hops);
  await payWithOxxo(page);
  await expect(page.getByTestId('voucher-code')).not.toHaveText('');
  const abort = (route: Route) => route.abort();
  await page.route('**/loan-play-detail**', abort);
  await page.goBack();
  await expect(page.getByTestId('kept-standing')).toContainText(UNCONFIRMED);
  await expect(page.getByTestId('channel-OXXO')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Copy the code 9300 0000 0000 01' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.unroute('**/loan-play-detail**', abort);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expectConfirmed(page, 'repay-amount', '9300 0000 0000 02', '₱1000.02');
  expect(plan.calls).toBe(2);
});

test('extension, Forward and Back: the kept detail as being checked, then the fresh one', async ({ page }) => {
  const detail = await answersPerCall(page, 'loan-play-delay-detail');
  // The loan details with an extension possible (isDelay 1: the demo's `delay` scenario, which the
  // backend over HTTP does not take from the page's address).
  await page.route('**/loan-details/loan-details**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { isDelay: string } };
    body.data.isDelay = '1';
    await route.fulfill({ response, json: body });
  });
  const hops = hopsLoaded(page);
  await page.goto(`/loan/detail?${ORDER}&scenario=`);
  await settled(page, hops);
  await page.getByRole('button', { name: 'Extension', exact: true }).click();
  await expectConfirmed(page, 'delay-amount', '9300 0000 0000 01', '₱1000.01');
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Extension', exact: true })).toBeVisible();
  // Forward with the fresh answer held.
  let release: () => void = () => undefined;
  detail.hold = new Promise<void>((resolve) => (release = resolve));
  await page.goForward();
  await expectKeptChecking(page, 'delay-amount', '9300 0000 0000 01', '₱1000.01');
  await expect.poll(() => detail.calls).toBe(2);
  release();
  await expectConfirmed(page, 'delay-amount', '9300 0000 0000 02', '₱1000.02');
  expect(await payWithOxxo(page)).toMatch(/amount\W+100002\b/);
  await expect(page.getByTestId('voucher-code')).not.toHaveText('');
  // Back from the payment code, the fresh answer failing: not confirmed, then Check again.
  const abort = (route: Route) => route.abort();
  await page.route('**/loan-play-delay-detail**', abort);
  await page.goBack();
  await expect(page.getByTestId('kept-standing')).toContainText(UNCONFIRMED);
  await expect(page.getByTestId('delay-amount')).toHaveText('₱1000.02');
  await expect(page.getByTestId('channel-OXXO')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.unroute('**/loan-play-delay-detail**', abort);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expectConfirmed(page, 'delay-amount', '9300 0000 0000 03', '₱1000.03');
});
