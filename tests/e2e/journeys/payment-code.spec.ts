import { expect, test } from '../fixtures';
import { callsTo, expectAddress, expectLoaded, expectSessionSent, query, recordApiCalls, SESSION_ES } from './journey';

// Paying by payment code, as a borrower in Spanish (type 2: `$`) walks it. Amounts are the demo
// order's (MX240518001: $3,000.00 over 91 days, three instalments; docs/demo-backend.md), worked
// out by hand: total 300000 + 8190 interest = 308190; an instalment 308190 / 3 = 102730; the
// extension fee 5 % of 300000 = 15000.
const ORDER_BODY = { productId: '7', orderId: '240518001' };

test.describe('journey: payment code', () => {
  test('loan details → Repay → reminder → extension → channel → payment code → back', async ({ page }) => {
    const sent = recordApiCalls(page);
    await page.goto(`/loan/detail?${query(SESSION_ES, { scenario: 'status-174,delay' })}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Detalles del préstamo' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pendiente de pago' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '$3081.90' })).toHaveCount(1);
    await expectLoaded(page, 'es');
    expectSessionSent(sent, 0, SESSION_ES, 'es');
    expect(callsTo(sent, '/v3/loan-details/loan-details').map((s) => s.body)).toEqual([ORDER_BODY]);

    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    const reminder = page.getByRole('dialog', { name: 'Extienda su plazo' });
    await expect(reminder).toContainText('Puede extender el plazo de su préstamo pagando solo el cargo de extensión.');
    let mark = sent.length;
    await reminder.getByRole('button', { name: 'Extender el plazo' }).click();

    await expectAddress(page, '/repay/delay', SESSION_ES);
    await expect(page.getByTestId('delay-amount')).toHaveText('$150.00');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Extensión de pago');
    await expectLoaded(page, 'es');
    expectSessionSent(sent, mark, SESSION_ES, 'es');
    expect(callsTo(sent.slice(mark), '/v3/installment/loan-play-delay-detail').map((s) => s.body)).toEqual([ORDER_BODY]);

    mark = sent.length;
    await page.getByTestId('channel-OXXO').click();
    // The amount shown on the extension page, the channel tapped and the extension's request type.
    await expectAddress(page, '/carpmm', SESSION_ES, { requestType: '2', amount: '15000', payCode: 'OXXO' });
    await expect(page.getByTestId('voucher-amount')).toHaveText('$150.00');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago en OXXO');
    await expect(page.getByTestId('voucher-code')).toHaveText(/^[\d ]{6,}$/);
    await expectLoaded(page, 'es');
    expectSessionSent(sent, mark, SESSION_ES, 'es');
    expect(callsTo(sent.slice(mark), '/v3/loan-details/generate-vcode').map((s) => s.body)).toEqual([
      { ...ORDER_BODY, amount: '15000', payCode: 'OXXO', requestType: '2' },
    ]);

    mark = sent.length;
    await page.goBack();
    await expectAddress(page, '/repay/delay', SESSION_ES);
    await expect(page.getByTestId('delay-amount')).toHaveText('$150.00');
    await expectLoaded(page, 'es');
    // Coming back loads the extension again for the same order, with the same session.
    expectSessionSent(sent, mark, SESSION_ES, 'es');
    expect(callsTo(sent.slice(mark), '/v3/installment/loan-play-delay-detail').map((s) => s.body)).toEqual([ORDER_BODY]);
    expect(callsTo(sent, '/v3/loan-details/generate-vcode')).toHaveLength(1);
  });

  test('instalment → channel → payment code: amount, channel and language carried', async ({ page }) => {
    const sent = recordApiCalls(page);
    await page.goto(`/repay/choose?${query(SESSION_ES, { scenario: '' })}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago a plazos');
    await expect(page.getByRole('region', { name: 'Monto a pagar' })).toContainText('Lendo Cash Express');
    await expect(page.getByTestId('repay-amount')).toHaveText('$1027.30');
    await expectLoaded(page, 'es');
    expectSessionSent(sent, 0, SESSION_ES, 'es');
    expect(callsTo(sent, '/v3/installment/loan-play-detail').map((s) => s.body)).toEqual([ORDER_BODY]);

    const mark = sent.length;
    await page.getByTestId('channel-SPEI').click();
    await expectAddress(page, '/carpmm', SESSION_ES, { requestType: '1', amount: '102730', payCode: 'SPEI' });
    await expect(page.getByTestId('voucher-amount')).toHaveText('$1027.30');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transferencia SPEI');
    await expect(page.getByRole('region', { name: 'Total a pagar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar código' })).toBeVisible();
    await expectLoaded(page, 'es');
    expectSessionSent(sent, mark, SESSION_ES, 'es');
    expect(callsTo(sent.slice(mark), '/v3/loan-details/generate-vcode').map((s) => s.body)).toEqual([
      { ...ORDER_BODY, amount: '102730', payCode: 'SPEI', requestType: '1' },
    ]);
  });
});
