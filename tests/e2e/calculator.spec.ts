import { axeViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('loan calculator', () => {
  test('a visitor reaches it from the home navigation and works out a loan', async ({ page }) => {
    await page.goto('/?type=1');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Loan Calculator' }).click();
    await expect(page).toHaveURL(/\/User\?type=1$/);
    await page.getByLabel('Loan amount').fill('10000');
    await page.getByLabel('Period').selectOption('91');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const results = page.getByRole('region', { name: 'Result' });
    await expect(results.getByTestId('calc-interest')).toHaveText('273.00');
    await expect(results.getByTestId('calc-total')).toHaveText('10273.00');
    await expect(results.getByTestId('calc-instalments')).toHaveText('3');
    await expect(results.getByTestId('calc-per-instalment')).toHaveText('3424.33');
  });

  test('letters give the number message, and Reset clears and sets 91 days', async ({ page }) => {
    await page.goto('/User?type=1');
    await page.getByLabel('Loan amount').fill('12ab');
    await page.getByLabel('Period').selectOption('180');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please Enter a number!');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel('Loan amount')).toHaveValue('');
    await expect(page.getByLabel('Period')).toHaveValue('91');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('shows Spanish copy by default and has no accessibility violations', async ({ page }) => {
    await page.goto('/User');
    await expect(page.getByRole('heading', { name: 'Calculadora de préstamos' })).toBeVisible();
    await page.getByLabel('Monto del préstamo').fill('5000');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect(page.getByTestId('calc-total')).toHaveText('5136.50');
    expect(await axeViolations(page), 'axe').toEqual([]);
  });
});
