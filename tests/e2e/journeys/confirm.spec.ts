import { expect, test } from '../fixtures';
import { address, callsTo, expectAddress, expectLoaded, expectSessionSent, query, recordApiCalls, SESSION_ES } from './journey';

// Confirming a loan, in Spanish (type 2): the offer the borrower sees is what is pushed, and the
// confirm page gives way to the loan details address in place (no way back to a spent confirm).
test('journey: confirm → submit → the loan details address (history replaced, from=confirm)', async ({ page }) => {
  const sent = recordApiCalls(page);
  // The page the borrower came from, so that "back" has somewhere to go.
  await page.goto(`/?type=2`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/loan/confirm?${query(SESSION_ES, { scenario: '' })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar préstamo' })).toBeVisible();
  // The demo offer: $3,000.00 over 91 days (docs/demo-backend.md).
  await expect(page.getByTestId('confirm-amount')).toHaveText('$3000.00');
  await expect(page.getByTestId('confirm-term')).toHaveText('91 días');
  await expectLoaded(page, 'es');
  expectSessionSent(sent, 0, SESSION_ES, 'es');
  expect(callsTo(sent, '/v3/loan-confirm/loan-detail-confirm').map((s) => s.body)).toEqual([{ productId: '7' }]);
  const historyLength = await page.evaluate(() => history.length);

  await expect(page.getByRole('checkbox', { name: 'He leído y acepto el contrato del préstamo' })).toBeChecked();
  const mark = sent.length;
  await page.getByRole('button', { name: 'Confirmar préstamo' }).click();

  await expectAddress(page, '/loan/detail', SESSION_ES, { from: 'confirm' });
  // What was pushed is the offer shown: $3,000.00 in centavos, 91 days.
  expect(callsTo(sent, '/v3/loan-confirm/loan-detail-push').map((s) => s.body)).toEqual([
    { amount: '300000', periods: '91', termUnit: '1', productId: '7' },
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles del préstamo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pendiente de pago' })).toBeVisible();
  await expectLoaded(page, 'es');
  expectSessionSent(sent, mark, SESSION_ES, 'es');
  expect(callsTo(sent.slice(mark), '/v3/loan-details/loan-details').map((s) => s.body)).toEqual([{ productId: '7', orderId: '240518001' }]);

  // Replaced, not pushed: the same number of entries, and back skips the confirm page.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(address(page).query).toEqual({ type: '2' });
  expect(callsTo(sent, '/v3/loan-confirm/loan-detail-push')).toHaveLength(1);
});
