import { expect, test } from './fixtures';

// Server data as it comes, in the production build (docs/decisions/0067-tolerant-reading.md):
// the demo backend's `messy` scenario sends "N/D" amounts, nulls, "" and swapped types.
const session = 'type=1&productId=7&orderId=240518001&deviceId=D9';

test('instalment repayment with repayAmount "N/D" shows "N/D" and its channels; a channel tap explains instead of sending it', async ({ page }) => {
  const vcodes: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/generate-vcode')) vcodes.push(r.url());
  });
  await page.goto(`/repay/choose?${session}&scenario=messy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Instalment repayment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Amount to pay' })).toContainText('N/D');
  const channels = page.locator('button.pay-channel__main');
  await expect(channels.first()).toBeVisible();
  expect(await channels.count()).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await channels.first().click();
  await expect(page.getByText('We could not read the amount to pay. Please try again later.')).toBeVisible();
  await expect(page).toHaveURL(/\/repay\/choose\?/);
  expect(vcodes).toEqual([]);
});

test('confirm loan with an amount "N/D" shows the offer and holds its confirm button with a note', async ({ page }) => {
  await page.goto(`/loan/confirm?${session}&scenario=messy`);
  await expect(page.getByTestId('confirm-amount')).toHaveText('N/D');
  await expect(page.getByTestId('confirm-unusable')).toHaveText(
    'We cannot confirm this offer now: its amount or term could not be read. Please try again later.',
  );
  await expect(page.getByRole('button', { name: 'Confirm loan' })).toBeDisabled();
});
