import { expect, test, type Page } from '../fixtures';
import {
  callsTo,
  expectAddress,
  expectLoaded,
  expectSessionSent,
  HEADER_VALUES,
  query,
  recordApiCalls,
  SESSION_EN,
  SESSION_ES,
  type Sent,
} from './journey';

// Paying by bank card from the loan details. The bank-card page opened from loan details has no
// amount in its address: it loads the amount due (instalment plan `repayAmount`) and pays exactly
// that. Demo order MX240518001, worked out by hand: an instalment is (300000 + 8190) / 3 = 102730;
// overdue (status 180) adds 3 % three times, round(102730 × 0.09) = 9246, so 111976.
const ORDER_BODY = { productId: '7', orderId: '240518001' };

/** The legacy repayment calls (client one) from `from` on carry the page's language and header values. */
function expectRepaymentHeaders(sent: readonly Sent[], from: number, lang: 'en' | 'es') {
  const calls = sent.slice(from).filter((s) => s.path.startsWith('/api/'));
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    expect({ language: call.headers.language, crp_phe: call.headers.crp_phe }, `headers of ${call.path}`).toEqual({
      language: lang,
      ...HEADER_VALUES,
    });
  }
}

/** Index after the repayment confirm call: what the next page sends comes after it. */
const afterConfirm = (sent: readonly Sent[]) => sent.findIndex((s) => s.path.endsWith('/repayment-confirm')) + 1;

async function payWithCode(page: Page, sent: Sent[], card: RegExp, dialogName: string, confirmName: string) {
  await page.getByRole('radio', { name: card }).check();
  const commitAnswer = page.waitForResponse((r) => r.url().endsWith('/repayment-commit'));
  await page.getByRole('button', { name: /^(Pay|Pagar)$/ }).click();
  const { data } = (await (await commitAnswer).json()) as { data: { repayRecordId: string } };
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^(Verification code|Código de verificación)$/).fill('123456');
  await dialog.getByRole('button', { name: confirmName }).click();
  await expect.poll(() => callsTo(sent, '/repayment-confirm').length).toBe(1);
  expect(callsTo(sent, '/repayment-confirm').map((s) => s.body)).toEqual([
    { orderId: '240518001', verifyCode: '123456', repaymentRecordId: data.repayRecordId },
  ]);
}

test.describe('journey: bank card', () => {
  test('loan details → Repay → reminder (no need) → bank card → Pay → SMS code → loan details of the same order', async ({ page }) => {
    const sent = recordApiCalls(page);
    const start = `/loan/detail?${query(SESSION_EN, { scenario: 'status-174,delay,need-valid' })}`;
    await page.goto(start);
    await expect(page.getByRole('region', { name: 'Payment due' })).toBeVisible();
    await expectLoaded(page, 'en');
    expectSessionSent(sent, 0, SESSION_EN, 'en');

    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    let mark = sent.length;
    await page.getByRole('dialog', { name: 'Extend your term' }).getByRole('button', { name: 'No need' }).click();

    await expectAddress(page, '/repay/card', SESSION_EN);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay by bank card' })).toBeVisible();
    await expect(page.getByTestId('repay-amount')).toHaveText('₱1027.30');
    await expect(page.getByRole('radio', { name: /BBVA México/ })).toBeVisible();
    await expectLoaded(page, 'en');
    expectSessionSent(sent, mark, SESSION_EN, 'en');
    expectRepaymentHeaders(sent, mark, 'en');
    expect(callsTo(sent.slice(mark), '/v3/installment/loan-play-detail').map((s) => s.body)).toEqual([ORDER_BODY]);
    expect(callsTo(sent.slice(mark), '/repayment-way').map((s) => s.query)).toEqual([{ orderId: '240518001' }]);

    mark = sent.length;
    await payWithCode(page, sent, /BBVA México/, 'SMS verification', 'Confirm payment');
    // Paid as shown: the amount on the page, the card chosen, this order.
    expect(callsTo(sent, '/repayment-commit').map((s) => s.body)).toEqual([
      expect.objectContaining({
        amount: '102730',
        orderId: '240518001',
        cardId: '301',
        bankName: 'BBVA México',
        cardNo: '**** **** **** 4821',
        bankCode: 'BBVA',
        sendMsg: '0',
      }),
    ]);
    expectRepaymentHeaders(sent, mark, 'en');

    // The loan details may load while the confirm answer is read: its calls come after the confirm.
    mark = afterConfirm(sent);
    await expectAddress(page, '/loan/detail', SESSION_EN);
    await expect(page.getByRole('heading', { level: 1, name: 'Loan details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment due' })).toBeVisible();
    await expectLoaded(page, 'en');
    expectSessionSent(sent, mark, SESSION_EN, 'en');
    expect(callsTo(sent.slice(mark), '/v3/loan-details/loan-details').map((s) => s.body)).toEqual([ORDER_BODY]);
    expect(callsTo(sent, '/repayment-commit')).toHaveLength(1);
    // The paid page was replaced: back leads to the loan details the journey started from.
    await page.goBack();
    await expect(page).toHaveURL(start);
  });

  test('overdue, in Spanish: loan details → Repay → bank card → Pay → SMS code → loan details', async ({ page }) => {
    const sent = recordApiCalls(page);
    await page.goto(`/loan/detail?${query(SESSION_ES, { scenario: 'status-180,need-valid' })}`);
    await expect(page.getByRole('region', { name: 'Pago vencido' })).toBeVisible();
    let mark = sent.length;
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();

    await expectAddress(page, '/repay/card', SESSION_ES);
    await expect(page.getByTestId('repay-amount')).toHaveText('$1119.76');
    await expect(page.getByRole('radio', { name: /Santander/ })).toBeVisible();
    await expectLoaded(page, 'es');
    expectSessionSent(sent, mark, SESSION_ES, 'es');
    expectRepaymentHeaders(sent, mark, 'es');

    mark = sent.length;
    await payWithCode(page, sent, /Santander/, 'Verificación por SMS', 'Confirmar pago');
    expect(callsTo(sent, '/repayment-commit').map((s) => s.body)).toEqual([
      expect.objectContaining({ amount: '111976', orderId: '240518001', bankName: 'Santander', bankCode: expect.any(String), sendMsg: '0' }),
    ]);
    expectRepaymentHeaders(sent, mark, 'es');

    // The loan details may load while the confirm answer is read: its calls come after the confirm.
    mark = afterConfirm(sent);
    await expectAddress(page, '/loan/detail', SESSION_ES);
    await expect(page.getByRole('region', { name: 'Pago vencido' })).toBeVisible();
    await expectLoaded(page, 'es');
    expectSessionSent(sent, mark, SESSION_ES, 'es');
    expect(callsTo(sent.slice(mark), '/v3/loan-details/loan-details').map((s) => s.body)).toEqual([ORDER_BODY]);
  });
});
