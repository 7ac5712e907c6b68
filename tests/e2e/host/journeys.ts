import { expect, type Page } from '../fixtures';

// The main paths every host must carry, walked the same way behind nginx and with the API on
// another origin (tests/e2e/host/).
export const LOAN = 'productId=7&orderId=240518001&deviceId=D9&type=1';

/** Confirm a loan and land on its details, loaded. */
export async function loanJourney(page: Page) {
  await page.goto(`/loan/confirm?${LOAN}`);
  await expect(page.getByTestId('confirm-amount')).toHaveText('₱3000.00');
  const submit = page.getByRole('button', { name: 'Confirm loan' });
  await expect(page.getByRole('checkbox', { name: 'I have read and accept the loan contract' })).toBeChecked();
  await submit.click();
  await expect(page).toHaveURL(/\/loan\/detail\?/);
  await expect(page.getByRole('heading', { name: 'Loan details' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
}

/** The promotion register page: captcha, SMS code, register, the download page. */
export async function register(page: Page) {
  await page.goto('/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=spring&links_id=3');
  await expect(page.getByLabel('Mobile number')).toBeEditable();
  await expect(page.getByAltText('Verification code image')).toHaveAttribute('src', /promotion\/get-captcha\?sid=/);
  // The API server keeps its demo state for the whole run: a number of its own each time, so a
  // repeated run is not "already registered".
  const phone = `139${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8)}`;
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Image code').fill('1234');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByTestId('register-notice')).toHaveText('验证码已发送，请在手机上查看！');
  await page.getByLabel('SMS code').fill('123456');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Download the app' })).toBeVisible();
}

/** Bank-card repayment without the SMS step, back to the loan details. */
export async function bankRepayment(page: Page) {
  await page.goto('/repay/card?type=1&orderId=O1&productId=P1&withholdingAmount=150000&couponId=C7&userId=U5');
  await expect(page.getByTestId('repay-amount')).toHaveText('₱1500.00');
  await page.getByRole('radio', { name: /BBVA México/ }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/loan\/detail\?/);
  await expect(page.getByRole('heading', { name: 'Loan details' })).toBeVisible();
}
