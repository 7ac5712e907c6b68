import { expect, test } from '../fixtures';
import { en, expectEnglish } from './catalogue';
import { callsTo, expectAddress, expectLoaded, expectSessionSent, query, recordApiCalls, SESSION_EN } from './journey';

// A borrower whose app is in English (type 1) stays in English on every page the journey reaches
// and in every modal it opens: our texts are the English catalogue's, the server's are English too
// (it answers in the `language` the page asks for), and no Spanish line of ours appears.
test('journey in English: confirm (recalculation) → loan details (reminder) → extension (barcode) → payment code → back → customer service', async ({
  page,
}) => {
  const sent = recordApiCalls(page);
  await page.goto(`/loan/confirm?${query(SESSION_EN, { scenario: 'need-pop,delay' })}`);
  const recalc = page.getByRole('dialog', { name: en['confirm.recalcTitle'] });
  await expect(recalc).toContainText(en['confirm.recalcText'].replace('{amount}', '₱3000.00'));
  await expectEnglish(page);
  // The modal counts down 5.5 s, then the offer reloads ($2,500.00 in the demo's recalculation).
  await expect(recalc).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: en['confirm.title'] })).toBeVisible();
  await expect(page.getByTestId('confirm-amount')).toHaveText('₱2500.00');
  await expect(page.getByTestId('confirm-term')).toHaveText(en['confirm.days'].replace('{days}', '91'));
  await expect(page.getByText(en['confirm.term'], { exact: true })).toBeVisible();
  await expectLoaded(page, 'en');
  await expectEnglish(page);
  expectSessionSent(sent, 0, SESSION_EN, 'en');

  let mark = sent.length;
  await page.getByRole('button', { name: en['confirm.submit'] }).click();
  await expectAddress(page, '/loan/detail', SESSION_EN, { from: 'confirm' });
  // The recalculated offer shown is the one pushed.
  expect(callsTo(sent, '/v3/loan-confirm/loan-detail-push').map((s) => s.body)).toEqual([
    { amount: '250000', periods: '91', termUnit: '1', productId: '7' },
  ]);
  await expect(page.getByRole('heading', { level: 1, name: en['details.title'] })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment due' })).toBeVisible();
  await expect(page.getByText('Total amount to pay')).toBeVisible();
  await expect(page.getByRole('button', { name: en['details.extend'], exact: true })).toBeVisible();
  await expectLoaded(page, 'en');
  await expectEnglish(page);
  expectSessionSent(sent, mark, SESSION_EN, 'en');

  await page.getByRole('button', { name: en['details.repay'], exact: true }).click();
  const reminder = page.getByRole('dialog', { name: en['details.reminderTitle'] });
  await expect(reminder).toContainText(en['details.reminderText']);
  await expect(reminder.getByRole('button', { name: en['details.reminderNoNeed'] })).toBeVisible();
  await expectEnglish(page);
  mark = sent.length;
  await reminder.getByRole('button', { name: en['details.reminderExtend'] }).click();

  await expectAddress(page, '/repay/delay', SESSION_EN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['extension.title']);
  await expect(page.getByRole('region', { name: en['extension.delayAmount'] })).toContainText('₱150.00');
  await expect(page.getByRole('region', { name: en['extension.plan'] })).toBeVisible();
  await expect(page.getByText(en['extension.repayDate'], { exact: false })).toBeVisible();
  await expectLoaded(page, 'en');
  await expectEnglish(page);
  expectSessionSent(sent, mark, SESSION_EN, 'en');

  await page
    .getByRole('button', { name: en['repaying.showBarcode'].replace('{code}', '') })
    .first()
    .click();
  const barcode = page.getByRole('dialog', { name: en['repaying.barcodeTitle'] });
  await expect(barcode.getByRole('img', { name: new RegExp(`^${en['repaying.barcodeOf'].replace('{code}', '')}`) })).toBeVisible();
  await expectEnglish(page);
  await barcode.getByRole('button', { name: en['repaying.close'] }).click();
  await expect(barcode).toHaveCount(0);

  mark = sent.length;
  await page.getByTestId('channel-OXXO').click();
  await expectAddress(page, '/carpmm', SESSION_EN, { requestType: '2', amount: '15000', payCode: 'OXXO' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment at OXXO');
  await expect(page.getByRole('region', { name: en['instructions.total'] })).toContainText('₱150.00');
  await expect(page.getByRole('button', { name: en['instructions.copyCode'] })).toBeVisible();
  await expectLoaded(page, 'en');
  await expectEnglish(page);
  expectSessionSent(sent, mark, SESSION_EN, 'en');

  mark = sent.length;
  await page.goBack();
  await expectAddress(page, '/repay/delay', SESSION_EN);
  await expect(page.getByRole('region', { name: en['extension.delayAmount'] })).toContainText('₱150.00');
  await expectLoaded(page, 'en');
  await expectEnglish(page);
  expectSessionSent(sent, mark, SESSION_EN, 'en');

  mark = sent.length;
  await page.getByRole('button', { name: en['extension.service'] }).click();
  await expectAddress(page, '/Dag', SESSION_EN);
  await expect(page.getByRole('heading', { level: 1, name: en['service.title'] })).toBeVisible();
  await expect(page.getByText(en['service.intro'])).toBeVisible();
  await expect(page.getByRole('button', { name: en['service.call'].replace('{number}', '800 953 6336') })).toBeVisible();
  await expectLoaded(page, 'en');
  await expectEnglish(page);
  expectSessionSent(sent, mark, SESSION_EN, 'en');
});
