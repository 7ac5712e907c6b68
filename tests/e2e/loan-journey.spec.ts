import { axeViolations } from './a11y';
import { expect, test, type Page } from './fixtures';

const COMMON = 'productId=7&orderId=240518001&deviceId=D9&type=1';
const confirmUrl = (scenario = '') => `/loan/confirm?${COMMON}&scenario=${scenario}`;

/** Bodies of the /v3 calls the page sent, by endpoint path. */
function recordV3(page: Page): Record<string, Record<string, string>[]> {
  const sent: Record<string, Record<string, string>[]> = {};
  page.on('request', (request) => {
    const match = /\/maintains(\/v3\/[\w/-]+)/.exec(new URL(request.url()).pathname);
    if (!match?.[1] || request.method() !== 'POST') return;
    (sent[match[1]] ??= []).push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
  });
  return sent;
}

/** A native Android bridge that records its calls in window.bridgeCalls. */
async function fakeNativeBridge(page: Page) {
  await page.addInitScript(() => {
    const calls: string[][] = [];
    (window as unknown as { bridgeCalls: string[][] }).bridgeCalls = calls;
    const record = (action: string) => (arg?: string) => void calls.push(arg === undefined ? [action] : [action, arg]);
    (window as unknown as { AndroidBridge: object }).AndroidBridge = {
      openPage: record('openPage'),
      goRating: record('goRating'),
      reportConfirm: record('reportConfirm'),
      close: record('close'),
    };
  });
}
const bridgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { bridgeCalls: string[][] }).bridgeCalls);

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page), 'axe').toEqual([]);
}

test.describe('confirm loan', () => {
  test('confirms a loan and lands on the details page with the common query', async ({ page }) => {
    await fakeNativeBridge(page);
    const sent = recordV3(page);
    await page.goto(confirmUrl());
    await expect(page.getByTestId('confirm-amount')).toHaveText('₱3000.00');
    await expect(page.getByTestId('confirm-term')).toHaveText('91 days');
    await expect(page.getByTestId('confirm-coupon')).toHaveText('₱50.00');
    await expect(page.getByRole('link', { name: 'View the loan contract' })).toBeVisible();
    expect(sent['/v3/loan-confirm/loan-detail-confirm']).toEqual([{ productId: '7' }]);
    await expectNoAxeViolations(page);

    const agree = page.getByRole('checkbox', { name: 'I have read and accept the loan contract' });
    const submit = page.getByRole('button', { name: 'Confirm loan' });
    await expect(agree).toBeChecked();
    await agree.uncheck();
    await expect(submit).toBeDisabled();
    await agree.check();
    await submit.click();

    await expect(page).toHaveURL(/\/loan\/detail\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ productId: '7', orderId: '240518001', deviceId: 'D9', type: '1', from: 'confirm' });
    expect(sent['/v3/loan-confirm/loan-detail-push']).toEqual([{ amount: '300000', periods: '91', termUnit: '1', productId: '7' }]);
    expect(await bridgeCalls(page)).toContainEqual(['reportConfirm', '7']);
    await expect(page.getByRole('heading', { name: 'Payment due' })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/\/loan\/confirm/);
  });

  test('recalculates: the modal counts down, then the offer reloads with isType=1', async ({ page }) => {
    const sent = recordV3(page);
    await page.goto(confirmUrl('need-pop'));
    const modal = page.getByRole('dialog', { name: 'Recalculating your loan' });
    await expect(modal).toContainText('₱3000.00');
    await expectNoAxeViolations(page);
    await expect(modal).toBeHidden({ timeout: 9000 });
    await expect(page.getByTestId('confirm-amount')).toHaveText('₱2500.00');
    expect(sent['/v3/loan-confirm/loan-detail-confirm']).toEqual([{ productId: '7' }, { productId: '7', isType: '1' }]);
  });

  test('shows no contract link when isNewContract is empty', async ({ page }) => {
    await page.goto(confirmUrl('no-contract'));
    await expect(page.getByTestId('confirm-amount')).toHaveText('₱3000.00');
    await expect(page.getByRole('link', { name: 'View the loan contract' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm loan' })).toBeEnabled();
  });

  test('a refused push tells the borrower and offers a retry', async ({ page }) => {
    const sent = recordV3(page);
    await page.goto(confirmUrl('push-fail'));
    await page.getByRole('button', { name: 'Confirm loan' }).click();
    // The server's message is a toast (SPEC 8); the page says what happened in our words.
    await expect(page.locator('.ui-toast-layer')).toContainText('We could not process your application right now.');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Your loan was not confirmed.');
    await expect(page).toHaveURL(/\/loan\/confirm/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => sent['/v3/loan-confirm/loan-detail-push']?.length).toBe(2);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Your loan was not confirmed.');
  });

  for (const path of ['/loan/confirm-new', '/loan/confirm-period']) {
    test(`${path} shows the same confirm page`, async ({ page }) => {
      const sent = recordV3(page);
      await page.goto(`${path}?${COMMON}&scenario=`);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirm loan' })).toBeVisible();
      await expect(page.getByTestId('confirm-amount')).toHaveText('₱3000.00');
      expect(sent['/v3/loan-confirm/loan-detail-confirm']).toEqual([{ productId: '7' }]);
    });
  }

  test('shows Spanish copy and pesos with $ by default', async ({ page }) => {
    await page.goto(`/loan/confirm?productId=7&scenario=`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmar préstamo' })).toBeVisible();
    await expect(page.getByTestId('confirm-amount')).toHaveText('$3000.00');
    await expect(page.getByTestId('confirm-term')).toHaveText('91 días');
    await expectNoAxeViolations(page);
  });
});
