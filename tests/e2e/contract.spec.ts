import { axeViolations } from './a11y';
import { expect, test, type Page } from './fixtures';

const row = (page: Page, name: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

test.describe('loan agreement', () => {
  test('/agony shows the agreement of the order from the demo backend', async ({ page }) => {
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v3/loan-details/contract-detail')) bodies.push(r.postData() ?? '');
    });
    await page.goto('/agony?type=1&orderNo=MX240518001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan Agreement');
    await expect(row(page, 'Loan amount')).toHaveText('₱3000.00');
    await expect(row(page, 'Commission')).toHaveText('₱300.00');
    await expect(row(page, 'Annual interest rate')).toHaveText('18%');
    await expect(row(page, 'Interest rate')).toHaveText('0.0065%');
    await expect(row(page, 'Interest')).toHaveText('₱81.90');
    await expect(row(page, 'VAT (16% of interest plus commission)')).toHaveText('₱61.10');
    await expect(row(page, 'Amount received')).toHaveText('₱2638.90');
    await expect(row(page, 'Total to repay')).toHaveText('₱3081.90');
    await expect(row(page, 'Payment date (lender pays out)')).toHaveText(/^\d{4}-\d{2}-\d{2}/);
    await expect(page.getByText(/María Fernanda López García, unconditionally promise/)).toBeVisible();
    await expect(page.getByText(/3% per day/)).toBeVisible();
    await expect(page.getByTestId('contract-address')).toContainText('Guadalajara, Jalisco');
    await expect(page.getByRole('region', { name: 'The lender' })).toContainText('Lendo Cash S.A. de C.V.');
    await expect(page.getByRole('region', { name: 'The borrower' })).toContainText('María Fernanda López García');
    expect(new URLSearchParams(bodies[0]).get('orderNo')).toBe('MX240518001');
    expect(await axeViolations(page), 'axe').toEqual([]);
  });

  test('/Loan shows the picture above the agreement, in Spanish by default', async ({ page }) => {
    await page.goto('/Loan?orderNo=MX240518001');
    await expect(page.getByRole('img', { name: /Préstamo personal rápido/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contrato de préstamo');
    await expect(row(page, 'Monto del préstamo')).toHaveText('$3000.00');
  });

  test('a load failure shows the server message and the retry asks again', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/v3/loan-details/contract-detail')) calls += 1;
    });
    await page.goto('/agreement/loan?type=1&orderNo=MX240518001&scenario=contract-fail');
    await expect(page.getByRole('alert')).toHaveText('The contract for this order was not found.');
    expect(await axeViolations(page), 'axe').toEqual([]);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => calls).toBe(2);
    await expect(page.getByRole('alert')).toHaveText('The contract for this order was not found.');
  });

  test('without an order number the page says so', async ({ page }) => {
    await page.goto('/agony?type=1');
    await expect(page.getByRole('alert')).toContainText('The link has no order reference. Please go back and try again.');
  });
});
