// The bank-card page pays only the amount it shows (issue 27, reproductions 2 to 4; decision 0093).
import { expect, test, type Page } from './fixtures';

interface Commit {
  amount: string;
  body: Record<string, string>;
}

/** Every repayment-commit the page sends, with its body. */
function recordCommits(page: Page): Commit[] {
  const sent: Commit[] = [];
  page.on('request', (request) => {
    if (!/\/service\/loan\/repayment-commit$/.test(new URL(request.url()).pathname)) return;
    const raw = request.postData() ?? '';
    let body: Record<string, string>;
    try {
      body = Object.fromEntries(Object.entries(JSON.parse(raw) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    } catch {
      body = Object.fromEntries(new URLSearchParams(raw));
    }
    sent.push({ amount: body.amount ?? '(none)', body });
  });
  return sent;
}

const card = (page: Page) => page.getByRole('radio', { name: /BBVA México/ });
const pay = (page: Page) => page.getByRole('button', { name: 'Pay', exact: true });

test.describe('the bank-card page pays only an amount it can show', () => {
  // Reproduction 2: hand-written, what the page says for each withholdingAmount it cannot pay.
  const unusable: [string, string][] = [
    ['', 'Payment stopped: the amount to pay in the link is missing.'],
    ['abc', 'Payment stopped: the amount to pay in the link is not valid.'],
    ['0', 'Payment stopped: the amount to pay in the link is not valid.'],
    ['-5', 'Payment stopped: the amount to pay in the link is not valid.'],
    ['1e9', 'Payment stopped: the amount to pay in the link is not valid.'],
    ['150000.5', 'Payment stopped: the amount to pay in the link is not valid.'],
  ];
  for (const [amount, says] of unusable) {
    test(`withholdingAmount=${JSON.stringify(amount)}: no commit carries it and the page says why`, async ({ page }) => {
      const commits = recordCommits(page);
      await page.goto(`/repay/card?type=1&orderId=240518001&productId=7&withholdingAmount=${encodeURIComponent(amount)}&couponId=C7&userId=U5`);
      // The cards still load; choosing one is possible, paying is not.
      await card(page).check();
      await pay(page).click({ force: true });
      await expect(page.getByTestId('amount-stop')).toHaveText(says);
      await expect(pay(page)).toBeDisabled();
      await expect(page.getByTestId('repay-amount')).toHaveText('Not available');
      expect(commits).toEqual([]);
    });
  }

  test('in Spanish, the page says why in Spanish', async ({ page }) => {
    const commits = recordCommits(page);
    await page.goto('/repay/card?orderId=240518001&productId=7&withholdingAmount=abc&userId=U5');
    await page.getByRole('radio', { name: /BBVA México/ }).check();
    await expect(page.getByTestId('amount-stop')).toHaveText('Pago detenido: el monto a pagar del enlace no es válido.');
    await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toBeDisabled();
    expect(commits).toEqual([]);
  });

  // Reproduction 3. Demo order 240518001 (3000.00 over 91 days, three instalments): loan details shows
  // the total amount to pay, 3081.90; the amount due now is its first instalment, 1027.30 (102730
  // minor units), which the instalment page shows too.
  test('from loan details (status 174), Repay opens the card page with the amount due, and Pay commits exactly it', async ({ page }) => {
    const commits = recordCommits(page);
    await page.goto('/loan/detail?productId=7&orderId=240518001&deviceId=D9&type=1&scenario=status-174');
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    await expect(page).toHaveURL('/repay/card?productId=7&orderId=240518001&deviceId=D9&type=1');
    await expect(page.getByTestId('repay-amount')).toHaveText('₱1027.30');
    await card(page).check();
    await pay(page).click();
    await expect(page).toHaveURL(/\/loan\/detail\?/);
    expect(commits.map((c) => c.amount)).toEqual(['102730']);
    expect(commits[0]?.body).toMatchObject({ orderId: '240518001', cardId: '301', couponId: '' });
  });

  test('from the extension reminder (status 180), "No need" opens the card page with the amount due, late fee included', async ({ page }) => {
    const commits = recordCommits(page);
    await page.goto('/loan/detail?productId=7&orderId=240518001&deviceId=D9&type=1&scenario=status-180,delay');
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    await page.getByRole('dialog', { name: 'Extend your term' }).getByRole('button', { name: 'No need' }).click();
    await expect(page).toHaveURL(/\/repay\/card\?/);
    // 102730 plus the late fee of three days at 3 %, 9246: 111976.
    await expect(page.getByTestId('repay-amount')).toHaveText('₱1119.76');
    await card(page).check();
    await pay(page).click();
    await expect(page).toHaveURL(/\/loan\/detail\?/);
    expect(commits.map((c) => c.amount)).toEqual(['111976']);
  });

  test('the amount due failing to load stops Pay, says so and offers to load it again', async ({ page }) => {
    const commits = recordCommits(page);
    await page.goto('/repay/card?productId=7&orderId=240518001&type=1&scenario=repay-amount-fail');
    await card(page).check();
    await expect(page.getByTestId('amount-stop')).toHaveText('The amount to pay could not be loaded. Paying is stopped until it is shown.');
    await expect(pay(page)).toBeDisabled();
    const plan = page.waitForRequest((r) => r.url().includes('/v3/installment/loan-play-detail'));
    await page.getByRole('button', { name: 'Load the amount again' }).click();
    await plan;
    await expect(page.getByTestId('amount-stop')).toBeVisible();
    // Without the failure, the retry shows the amount and Pay can be tapped.
    await page.goto('/repay/card?productId=7&orderId=240518001&type=1&scenario=');
    await expect(page.getByTestId('repay-amount')).toHaveText('₱1027.30');
    expect(commits).toEqual([]);
  });

  test('an unusable amount due stops Pay and says which value', async ({ page }) => {
    const commits = recordCommits(page);
    await page.goto('/repay/card?productId=7&orderId=240518001&type=1&scenario=repay-amount-unusable');
    await card(page).check();
    await expect(page.getByTestId('amount-stop')).toHaveText('Payment stopped: the amount due sent by the server is not valid.');
    await expect(pay(page)).toBeDisabled();
    expect(commits).toEqual([]);
  });

  test('an order id the page cannot use: nothing is loaded or sent, and the page says why', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/\/(service\/loan|maintains)\//.test(r.url())) calls.push(r.url());
    });
    await page.goto('/repay/card?orderId=%3Cscript%3E&productId=7&withholdingAmount=15000&type=1');
    await expect(page.getByTestId('amount-stop')).toHaveText('Payment stopped: the order in the link is not valid.');
    await expect(pay(page)).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  // Reproduction 4.
  test('at 320 px the page fits: the amount whole and visible, the cards and Pay inside', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/repay/card?type=1&orderId=240518001&productId=7&withholdingAmount=15000&couponId=C7&userId=U5');
    await expect(card(page)).toBeVisible();
    const amount = page.getByTestId('repay-amount');
    await expect(amount).toHaveText('₱150.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // Whole: not clipped inside its box, and its box inside the screen.
    expect(await amount.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const inside = async (name: string, box: { x: number; width: number } | null) => {
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(320);
    };
    await inside('amount', await amount.boundingBox());
    for (const label of await page.locator('.bank-repay__card').all()) await inside('card', await label.boundingBox());
    for (const number of await page.locator('.bank-repay__card-no').all()) await inside('card number', await number.boundingBox());
    await inside('Pay', await pay(page).boundingBox());
  });
});
