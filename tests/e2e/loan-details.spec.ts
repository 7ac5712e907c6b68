import { axeViolations } from './a11y';
import { expect, test, type Page } from './fixtures';

const COMMON = 'productId=7&orderId=240518001&deviceId=D9&type=1';
const detailsUrl = (scenario: string, path = '/loan/detail') => `${path}?${COMMON}&scenario=${scenario}`;

async function fakeNativeBridge(page: Page) {
  await page.addInitScript(() => {
    const calls: string[][] = [];
    (window as unknown as { bridgeCalls: string[][] }).bridgeCalls = calls;
    const record = (action: string) => (arg?: string) => void calls.push(arg === undefined ? [action] : [action, arg]);
    (window as unknown as { AndroidBridge: object }).AndroidBridge = {
      openPage: record('openPage'),
      goRating: record('goRating'),
      reportConfirm: record('reportConfirm'),
    };
  });
}
const bridgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { bridgeCalls: string[][] }).bridgeCalls);

function recordV3(page: Page, path: string): Record<string, string>[] {
  const sent: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path))
      sent.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
  });
  return sent;
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page), 'axe').toEqual([]);
}

const buttons = ['Repay', 'Extension', 'Borrow again'] as const;
const cases: { scenario: string; status: string; icon: string; shown: (typeof buttons)[number][]; list: boolean }[] = [
  { scenario: 'status-21', status: 'Application under review', icon: 'review', shown: [], list: true },
  { scenario: 'status-151', status: 'Loan approved', icon: 'approved', shown: [], list: true },
  { scenario: 'status-110', status: 'Application not approved', icon: 'rejected', shown: [], list: false },
  { scenario: 'status-170', status: 'Money deposited', icon: 'other', shown: [], list: true },
  { scenario: 'status-174', status: 'Payment due', icon: 'repay', shown: ['Repay'], list: true },
  { scenario: 'status-174,delay', status: 'Payment due', icon: 'repay', shown: ['Repay', 'Extension'], list: true },
  { scenario: 'status-180', status: 'Payment overdue', icon: 'overdue', shown: ['Repay'], list: true },
  { scenario: 'status-200', status: 'Loan paid off', icon: 'settled', shown: ['Borrow again'], list: true },
];

test.describe('loan details', () => {
  // Each status's icon, details and buttons are the view test's status table
  // (tests/views/loan-details.view.test.tsx, STATUS_TABLE): here, the demo backend's eight status
  // scenarios in the build, one test each (each with its own time limit: decision 0138), checking
  // what it sends and axe on each.
  for (const c of cases) {
    test(`status scenario ${c.scenario}: icon ${c.icon}, buttons ${c.shown.join(' + ') || 'none'}, the request sent, axe`, async ({ page }) => {
      const sent = recordV3(page, '/v3/loan-details/loan-details');
      await page.goto(detailsUrl(c.scenario));
      const status = page.getByRole('region', { name: c.status });
      await expect(status).toBeVisible();
      await expect(status.locator('[data-icon]')).toHaveAttribute('data-icon', c.icon);
      await expect(page.getByText('Order number')).toHaveCount(c.list ? 1 : 0);
      for (const name of buttons) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(c.shown.includes(name) ? 1 : 0);
      expect(sent[0]).toEqual({ productId: '7', orderId: '240518001' });
      await expectNoAxeViolations(page);
    });
  }

  test('Repay with an extension possible asks first: extension or no need', async ({ page }) => {
    await page.goto(detailsUrl('status-180,delay'));
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    const reminder = page.getByRole('dialog', { name: 'Extend your term' });
    await expect(reminder).toBeVisible();
    await expectNoAxeViolations(page);
    await reminder.getByRole('button', { name: 'No need' }).click();
    await expect(page).toHaveURL(`/repay/card?${COMMON}`);
    await page.goBack();
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    await page.getByRole('dialog', { name: 'Extend your term' }).getByRole('button', { name: 'Extend the term' }).click();
    await expect(page).toHaveURL(`/repay/delay?${COMMON}`);
    await page.goBack();
    await page.getByRole('button', { name: 'Extension', exact: true }).click();
    await expect(page).toHaveURL(`/repay/delay?${COMMON}`);
  });

  test('Repay without an extension goes straight to repay', async ({ page }) => {
    await page.goto(detailsUrl('status-174'));
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    await expect(page).toHaveURL(`/repay/card?${COMMON}`);
  });

  test('settled: borrow again opens the lending app, and the borrower rates the service', async ({ page }) => {
    await fakeNativeBridge(page);
    const scores = recordV3(page, '/v3/loan-details/google-score');
    await page.goto(detailsUrl('status-200', '/loan/order'));
    await page.getByRole('button', { name: 'Borrow again' }).click();
    expect(await bridgeCalls(page)).toContainEqual(['openPage', 'lendocash://loan?productId=7']);

    await page.getByRole('button', { name: 'Rate the service' }).click();
    const rating = page.getByRole('dialog', { name: 'Rate our service' });
    await rating.getByRole('button', { name: 'Submit' }).click();
    await expect(rating.getByRole('alert')).toHaveText('Seleccione una calificación');
    await expectNoAxeViolations(page);
    await rating.getByRole('radio', { name: '5 of 5 stars' }).check();
    await rating.getByRole('button', { name: 'Submit' }).click();
    await expect(rating).toBeHidden();
    expect(scores).toEqual([{ score: '5' }]);
    expect(await bridgeCalls(page)).toContainEqual(['goRating']);
    await expect(page.getByText('Thank you for rating our service.')).toBeVisible();
  });

  test('a score under 4 shows the thank-you modal', async ({ page }) => {
    const scores = recordV3(page, '/v3/loan-details/google-score');
    await page.goto(detailsUrl('status-200'));
    await page.getByRole('button', { name: 'Rate the service' }).click();
    await page.getByRole('radio', { name: '2 of 5 stars' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(thanks).toBeVisible();
    await expectNoAxeViolations(page);
    expect(scores).toEqual([{ score: '2' }]);
    await thanks.getByRole('button', { name: 'Close' }).click();
    await expect(thanks).toBeHidden();
  });

  test('a failed load shows the reason and a retry', async ({ page }) => {
    await page.goto(detailsUrl('offline'));
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
