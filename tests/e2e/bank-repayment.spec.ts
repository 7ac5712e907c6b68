import { axeViolations } from './a11y';
import { expect, test, type Page } from './fixtures';

const query = 'type=1&orderId=O1&productId=P1&withholdingAmount=150000&couponId=C7&userId=U5';
const repayPage = (scenario = '') => `/repay/card?${query}&scenario=${scenario}`;

interface Sent {
  endpoint: string;
  method: string;
  query: Record<string, string>;
  body: Record<string, string>;
}

/** Every legacy repayment call the page sends (path, query, body), across reloads. */
function recordRepaymentCalls(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const match = /\/api\/v1\/[^/]+\/[^/]+\/service\/loan\/([\w-]+)$/.exec(url.pathname);
    if (!match?.[1]) return;
    const raw = request.postData() ?? '';
    let body: Record<string, string> = {};
    try {
      body = Object.fromEntries(Object.entries(JSON.parse(raw) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    } catch {
      body = Object.fromEntries(new URLSearchParams(raw));
    }
    sent.push({ endpoint: match[1], method: request.method(), query: Object.fromEntries(url.searchParams), body });
  });
  return sent;
}

const calls = (sent: Sent[], endpoint: string) => sent.filter((s) => s.endpoint === endpoint);

async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, { include }), 'axe').toEqual([]);
}

test.describe('bank-card repayment', () => {
  test('pays by card without the SMS step and opens the borrow detail', async ({ page }) => {
    const sent = recordRepaymentCalls(page);
    await page.goto(repayPage());
    await expect(page.getByRole('heading', { name: 'Pay by bank card' })).toBeVisible();
    await expect(page.getByTestId('repay-amount')).toHaveText('₱1500.00');
    await expect(page.getByRole('button', { name: 'Pay online' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('请先选择银行卡');
    expect(calls(sent, 'repayment-commit')).toHaveLength(0);

    await page.getByRole('radio', { name: /BBVA México/ }).check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay', exact: true }).dblclick();
    await expect(page).toHaveURL(/\/loan\/detail\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('orderId')).toBe('O1');
    expect(url.searchParams.get('productId')).toBe('P1');

    const [way] = calls(sent, 'repayment-way');
    expect(way?.method).toBe('GET');
    expect(way?.query.orderId).toBe('O1');
    const commits = calls(sent, 'repayment-commit');
    expect(commits).toHaveLength(1);
    expect(commits[0]?.method).toBe('POST');
    expect(commits[0]?.body).toEqual({
      amount: '150000',
      bankName: 'BBVA México',
      cardId: '301',
      cardNo: '**** **** **** 4821',
      couponId: 'C7',
      orderId: 'O1',
      repayToken: expect.stringMatching(/^rt_/),
      bankCode: 'BBVA',
      sendMsg: '0',
    });
    expect(calls(sent, 'repayment-confirm')).toHaveLength(0);
  });

  test('the SMS step: short and wrong codes, a reload that does not commit again, then the right code', async ({ page }) => {
    const sent = recordRepaymentCalls(page);
    await page.goto(repayPage('need-valid'));
    await page.getByRole('radio', { name: /Banorte/ }).check();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'SMS verification' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('sms-resend')).toHaveText(/Resend \((60|59|58) s\)/);
    await expect(dialog.getByTestId('sms-resend')).toBeDisabled();
    await expectNoAxeViolations(page, '[role="dialog"]');
    expect(calls(sent, 'repayment-commit')[0]?.body).toMatchObject({ cardId: '302', bankName: 'Banorte', sendMsg: '0' });

    await dialog.getByLabel('Verification code').fill('12345');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('请输入正确的验证码');
    expect(calls(sent, 'repayment-confirm')).toHaveLength(0);

    await dialog.getByLabel('Verification code').fill('654321');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The verification code is incorrect.');
    await expect(dialog.getByLabel('Verification code')).toHaveValue('654321');

    await dialog.getByLabel('Verification code').fill('123456');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(/\/loan\/detail\?.*orderId=O1/);
    const confirms = calls(sent, 'repayment-confirm');
    expect(confirms.map((c) => c.body.verifyCode)).toEqual(['654321', '123456']);
    expect(confirms[1]?.method).toBe('POST');
    expect(confirms[1]?.body).toEqual({ orderId: 'O1', verifyCode: '123456', repaymentRecordId: expect.stringMatching(/^RP/) });
    expect(confirms[0]?.body.repaymentRecordId).toBe(confirms[1]?.body.repaymentRecordId);
    expect(calls(sent, 'repayment-commit')).toHaveLength(1);
    expect(await page.evaluate(() => sessionStorage.getItem('bankRepayment.pendingCommit'))).toBeNull();
  });

  test('a reload in the SMS step reopens it for the same commit instead of committing again', async ({ page }) => {
    const sent = recordRepaymentCalls(page);
    await page.goto(repayPage('need-valid'));
    await page.getByRole('radio', { name: /Banorte/ }).check();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'SMS verification' })).toBeVisible();
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'SMS verification' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Banorte');
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    expect(calls(sent, 'repayment-commit')).toHaveLength(1);
    // The demo backend keeps its records in page memory, so after the reload it no longer knows
    // the record; what matters here is that the page confirms the same record and commits nothing.
    await dialog.getByLabel('Verification code').fill('123456');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect.poll(() => calls(sent, 'repayment-confirm').length).toBe(1);
    expect(calls(sent, 'repayment-confirm')[0]?.body.repaymentRecordId).toMatch(/^RP/);
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(calls(sent, 'repayment-commit')).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('radio', { name: /Banorte/ })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('bankRepayment.pendingCommit'))).toBeNull();
  });

  test('cancel closes the SMS step, resets the label and forgets the pending commit', async ({ page }) => {
    await page.goto(repayPage('need-valid'));
    await page.getByRole('radio', { name: /BBVA México/ }).check();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('bankRepayment.pendingCommit'))).toContain('"repayRecordId":"RP');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /BBVA México/ })).toBeChecked();
    expect(await page.evaluate(() => sessionStorage.getItem('bankRepayment.pendingCommit'))).toBeNull();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('dialog').getByTestId('sms-resend')).toHaveText(/Resend \((60|59|58) s\)/);
  });

  for (const [scenario, message] of [
    ['repay-800005', 'Do not send the payment request twice.'],
    ['repay-fail', 'The bank declined the charge. Please try another card.'],
  ] as const) {
    test(`a refused commit (${scenario}) shows the server message and keeps the chosen card`, async ({ page }) => {
      await page.goto(repayPage(scenario));
      await page.getByRole('radio', { name: /Santander/ }).check();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByRole('radio', { name: /Santander/ })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
    });
  }

  test('when the server offers it (alipay), "Pay online" asks repayment-huichao and follows its allowed url', async ({ page }) => {
    const sent = recordRepaymentCalls(page);
    await page.goto(repayPage('repay-online'));
    await page.getByRole('button', { name: 'Pay online' }).click();
    await expect(page).toHaveURL(/\/loan\/detail\?.*from=huichao/);
    const huichao = calls(sent, 'repayment-huichao');
    expect(huichao).toHaveLength(1);
    expect(huichao[0]?.method).toBe('POST');
    expect(huichao[0]?.body).toEqual({ userId: 'U5', orderId: 'O1', amount: '150000' });
    expect(calls(sent, 'repayment-commit')).toHaveLength(0);
  });

  test('offline: the load shows "error" and a retry', async ({ page }) => {
    await page.goto(repayPage('offline'));
    await expect(page.getByRole('alert')).toHaveText('error');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
