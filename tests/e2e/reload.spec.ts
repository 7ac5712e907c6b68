import { httpBackendPort } from '../../playwright.config';
import { appStarted, expect, test, type Page, type Request } from './fixtures';

// docs/decisions/0137: the page reloaded, or frozen and discarded by the phone while the borrower
// reads the SMS, comes back as it was left: countdowns count from the send, nothing is sent again.
const landing = '/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=spring&links_id=3';
const repayPage = '/repay/card?type=1&orderId=O1&productId=P1&withholdingAmount=150000&couponId=C7&userId=U5&scenario=need-valid';
const phone = '13912345678';

/** The paths of the requests the page sends that end with one of `endpoints`. */
function recordSends(page: Page, endpoints: RegExp): string[] {
  const sent: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (endpoints.test(path)) sent.push(path.split('/').pop() ?? '');
  });
  return sent;
}

/** Moves the kept send time of `key` back by `ms`, as if that much time had passed since the send. */
async function age(page: Page, key: string, ms: number) {
  await page.evaluate(
    ([k, by]) => {
      const kept = JSON.parse(sessionStorage.getItem(k) ?? 'null') as { sentAt: number } | null;
      if (!kept) throw new Error(`nothing kept under ${k}`);
      sessionStorage.setItem(k, JSON.stringify({ ...kept, sentAt: kept.sentAt - by }));
    },
    [key, ms] as const,
  );
}

const seconds = async (page: Page, testId: string | null) => {
  const text = testId ? await page.getByTestId(testId).textContent() : await codeButton(page).textContent();
  return Number(/(\d+) s/.exec(text ?? '')?.[1]);
};
const codeButton = (page: Page) => page.getByRole('button', { name: /^Get code$|another code/ });

async function sendCode(page: Page) {
  await page.goto(landing);
  await appStarted(page);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Image code').fill('1234');
  await codeButton(page).click();
  await expect(page.getByTestId('register-notice')).toHaveText('验证码已发送，请在手机上查看！');
}

/** The page's lifecycle state through Chromium's DevTools protocol: frozen (timers and tasks stop) or active. */
async function lifecycle(page: Page, state: 'frozen' | 'active') {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setWebLifecycleState', { state });
  await cdp.detach();
}

async function expectStillCounting(page: Page, atMost: number) {
  await expect(codeButton(page)).toHaveAttribute('aria-disabled', 'true');
  const left = await seconds(page, null);
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(atMost);
}

test.describe('reload in the middle of a flow', () => {
  test('registration: the countdown goes on from the send, the form and captcha stay, no second code', async ({ page }) => {
    const sent = recordSends(page, /\/promotion\/(get-sms|get-sid)$/);
    await sendCode(page);
    const image = await page.getByAltText('Verification code image').getAttribute('src');
    expect(sent).toEqual(['get-sid', 'get-sms']);
    await age(page, 'keep.register.sentCode.7', 20_000);
    await page.reload();
    await appStarted(page);
    await expectStillCounting(page, 40);
    await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
    await expect(page.getByLabel('Image code')).toHaveValue('1234');
    await expect(page.getByAltText('Verification code image')).toHaveAttribute('src', image ?? '');
    // A tap on the counting button (aria-disabled, so Playwright would not tap it) only says why.
    await codeButton(page).dispatchEvent('click');
    await expect(page.getByRole('alert')).toHaveText('请勿重复发送验证码!');
    expect(sent).toEqual(['get-sid', 'get-sms']);
  });

  test('registration: frozen by the phone, then active again, then discarded and restored, sends nothing again', async ({ page }) => {
    const sent = recordSends(page, /\/promotion\/(get-sms|get-sid)$/);
    await sendCode(page);
    await lifecycle(page, 'frozen');
    await lifecycle(page, 'active');
    await expectStillCounting(page, 60);
    await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
    // A discarded page is loaded again when the borrower comes back.
    await lifecycle(page, 'frozen');
    await page.reload();
    await appStarted(page);
    await expectStillCounting(page, 60);
    await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
    expect(sent).toEqual(['get-sid', 'get-sms']);
  });

  test('card payment: the SMS step comes back counting from the code sent, with no second commit', async ({ page }) => {
    const sent = recordSends(page, /\/service\/loan\/repayment-(commit|confirm)$/);
    await page.goto(repayPage);
    await page.getByRole('radio', { name: /Banorte/ }).check();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'SMS verification' });
    await expect(dialog).toBeVisible();
    await age(page, 'bankRepayment.pendingCommit', 25_000);
    await lifecycle(page, 'frozen');
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Banorte');
    await expect(dialog.getByTestId('sms-resend')).toBeDisabled();
    const left = Number(/\((\d+) s\)/.exec((await dialog.getByTestId('sms-resend').textContent()) ?? '')?.[1]);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(35);
    expect(sent).toEqual(['repayment-commit']);
  });

  test('card payment: the card chosen is chosen again after a reload', async ({ page }) => {
    await page.goto(repayPage);
    await page.getByRole('radio', { name: /Banorte/ }).check();
    await page.reload();
    await expect(page.getByRole('radio', { name: /Banorte/ })).toBeChecked();
  });

  test('rating: open with 3 stars, reloaded after a freeze, comes back open with the 3 stars and sends no score', async ({ page }) => {
    const sent = recordSends(page, /score/i);
    await page.goto('/loan/detail?type=1&productId=7&orderId=240518001&userId=U5&scenario=status-200');
    await page.getByRole('button', { name: 'Rate the service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate our service' });
    await dialog.getByRole('radio', { name: '3 of 5 stars' }).check();
    await lifecycle(page, 'frozen');
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
    expect(sent).toEqual([]);
  });
});

// docs/decisions/0137: a complaint save on its way when the page goes is marked on the phone before
// it leaves; the page loaded again never offers Submit as if nothing went: it reads the complaint
// list (over HTTP, where the demo backend keeps what it filed across the reload) and says what it found.
test.describe('a complaint save cut by a reload', () => {
  test.use({ baseURL: `http://127.0.0.1:${httpBackendPort}` });
  const SAVE = '**/user-problem/problem-save**';
  const form = '/complainPageNext?type=1&orderId=240518001&productId=7&userId=U5&problemType=2&problemSonType=&orderNo=MX240518001';

  async function submitAndReload(page: Page, text: string) {
    await page.goto(form);
    await page.getByLabel('Problem description').fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => saves.length).toBe(1);
    await page.reload();
  }
  let saves: string[] = [];
  test.beforeEach(({ page }) => {
    saves = recordSends(page, /problem-save$/);
  });

  test('the server filed it: the page loaded again finds it in the list, sends nothing again, and shows it filed', async ({ page }) => {
    const lists = recordSends(page, /problem-list$/);
    let release: () => void = () => undefined;
    await page.route(SAVE, async (route) => {
      await route.fetch(); // the server files it ...
      await new Promise<void>((resolve) => (release = resolve)); // ... and the answer is on its way when the page goes
      await route.abort('connectionreset').catch(() => undefined);
    });
    await submitAndReload(page, `Me cobraron dos veces (${test.info().testId})`);
    await expect(page.getByRole('dialog', { name: 'Sent' })).toBeVisible();
    await expect(page).toHaveURL(/\/complaint\?/);
    expect(lists).toContain('problem-list');
    expect(saves).toHaveLength(1);
    release();
  });

  test('a draft frozen by the phone, then discarded while its save is on its way: the page restored finds it filed, nothing sent again', async ({
    page,
  }) => {
    const text = `Cobro duplicado (${test.info().testId})`;
    await page.goto(form);
    await page.getByLabel('Problem description').fill(text);
    // Frozen while the borrower is in another app, then active again: the draft is as it was.
    await lifecycle(page, 'frozen');
    await lifecycle(page, 'active');
    await expect(page.getByLabel('Problem description')).toHaveValue(text);
    let release: () => void = () => undefined;
    await page.route(SAVE, async (route) => {
      await route.fetch();
      await new Promise<void>((resolve) => (release = resolve));
      await route.abort('connectionreset').catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => saves.length).toBe(1);
    // Frozen with the save on its way, then discarded: coming back loads the page again.
    await lifecycle(page, 'frozen');
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Sent' })).toBeVisible();
    expect(saves).toHaveLength(1);
    release();
  });

  test('it never reached the server: the page says so, sends nothing by itself, and Send again files it once', async ({ page }) => {
    let release: () => void = () => undefined;
    await page.route(SAVE, (route) => new Promise<void>((resolve) => (release = resolve)).then(() => route.abort().catch(() => undefined)));
    await submitAndReload(page, `El pago no aparece (${test.info().testId})`);
    await expect(page.getByTestId('save-notFound')).toContainText('it is not in your complaints');
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expect(page.getByLabel('Problem description')).toHaveAttribute('readonly', '');
    expect(saves).toHaveLength(1);
    release();
    await page.unroute(SAVE);
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByRole('dialog', { name: 'Sent' })).toBeVisible();
    expect(saves).toHaveLength(2);
  });
});
