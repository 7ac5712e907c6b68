// Held input acts only as the borrower could see it (docs/how-a-page-loads.md, sections 2 and 5), in
// the production build a real host serves (the demo handlers over HTTP). On every page whose first
// paint has a control that sends something, a tap made before that control was usable, or before
// the page had shown what it acts on, never sends anything, even once the data arrives and the app
// starts; a tap once the page shows its data sends exactly once.
//
// Each early tap is made twice: as a finger does (Chromium does not deliver it to a disabled
// button) and as a script's click, which Chromium does deliver to the page's listeners, whatever
// the button's state: the inline script sees that one and must drop it.
// (The bank-card page's Pay is not in its first paint: the page shows its loading state until the
// app runs, so it has no tap to hold.)
import { httpBackendPort } from '../../playwright.config';
import type { Locator } from '@playwright/test';
import { appStarted, expect, test, type Page } from './fixtures';
import { holdApp, SESSION } from './first-paint-helpers';

test.use({ baseURL: `http://127.0.0.1:${httpBackendPort}` });

/** How many requests the page has sent to each endpoint (matched by the end of its path), from now on. */
function countRequests(page: Page, endpoints: string[]): Record<string, number> {
  const counts = Object.fromEntries(endpoints.map((e) => [e, 0]));
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    for (const endpoint of endpoints) if (path.endsWith(endpoint)) counts[endpoint]! += 1;
  });
  return counts;
}

/** A tap on a control the borrower sees before the app runs, as a finger and as a script's click. */
async function tapEarly(control: Locator) {
  await control.click({ force: true });
  await control.dispatchEvent('click');
}

/**
 * How many taps and submits the page's inline script holds for the app to replay (read before the
 * app starts: once it has replayed them the store is gone). A dropped tap is not there.
 */
const heldForTheApp = (page: Page) =>
  page.evaluate(() => (globalThis as { 'loan-journey.held-input'?: { actions: unknown[] } })['loan-journey.held-input']?.actions.length);

/**
 * Resolves once the app has taken over what the inline script held (it removes the store as it
 * replays): a held tap would have been replayed by then. Checks after this need no fixed wait, and
 * each test ends once the page has moved on, when nothing more can leave from it.
 */
const replayDone = (page: Page) =>
  expect.poll(() => page.evaluate(() => 'loan-journey.held-input' in globalThis), { message: 'the app took over the held input' }).toBe(false);

/** Answers `pattern` after `ms`; `answered` resolves once it has. */
async function slowAnswer(page: Page, pattern: string, ms: number) {
  let done!: () => void;
  const answered = new Promise<void>((resolve) => (done = resolve));
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
    done();
  });
  return { answered };
}

const CONFIRM = `/loan/confirm?productId=7&orderId=240518001&type=1`;
const PUSH = '/v3/loan-confirm/loan-detail-push';

test.describe('held taps act only as the borrower could see them', () => {
  test('a tap on the grey confirm button before the offer is on screen never sends loan-detail-push when the offer arrives', async ({ page }) => {
    const sent = countRequests(page, [PUSH]);
    const offer = (await slowAnswer(page, '**/loan-detail-confirm**', 3000)).answered;
    // The app's scripts arrive after the offer (a slow phone network): the app starts with the offer there.
    const release = await holdApp(page);
    await page.goto(CONFIRM, { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Confirm loan' });
    await expect(submit).toBeDisabled();
    await tapEarly(submit);
    expect(await heldForTheApp(page)).toBe(0);
    await offer;
    release();
    await appStarted(page);
    await expect(page.getByText(/Lendo Cash Express/).first()).toBeVisible();
    await expect(submit).toBeEnabled();
    await replayDone(page);
    expect(sent[PUSH]).toBe(0);

    await submit.click();
    await page.waitForURL(/\/loan\/detail/);
    expect(sent[PUSH]).toBe(1);
  });

  test('confirm: a tap before the offer, the app starting while it loads, sends nothing when it arrives', async ({ page }) => {
    const sent = countRequests(page, [PUSH]);
    const offer = (await slowAnswer(page, '**/loan-detail-confirm**', 3000)).answered;
    await page.goto(CONFIRM, { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Confirm loan' });
    await expect(submit).toBeDisabled();
    await tapEarly(submit);
    await offer;
    await appStarted(page);
    await expect(page.getByText(/Lendo Cash Express/).first()).toBeVisible();
    await expect(submit).toBeEnabled();
    await replayDone(page);
    expect(sent[PUSH]).toBe(0);

    // The one tap made now is the only request once the page has moved on.
    await submit.click();
    await page.waitForURL(/\/loan\/detail/);
    expect(sent[PUSH]).toBe(1);
  });

  test('register: Get code and Register tapped, and the form submitted, before the page has its session send nothing; then each sends once', async ({
    page,
  }) => {
    const [SMS, REGISTER] = ['/promotion/get-sms', '/promotion/register'];
    const sent = countRequests(page, [SMS, REGISTER]);
    const release = await holdApp(page);
    await page.goto('/promotion?type=1&id=7&links_id=3', { waitUntil: 'commit' });
    // A number the demo backend has not registered yet (it remembers each one it registers).
    await page.getByLabel('Mobile number').fill(`139${String(Date.now()).slice(-8)}`);
    await page.getByLabel('Image code').fill('1234');
    const getCode = page.getByRole('button', { name: 'Get code' });
    const register = page.getByRole('button', { name: 'Register' });
    await expect(getCode).toBeDisabled();
    await expect(register).toBeDisabled();
    await tapEarly(getCode);
    await tapEarly(register);
    await page.getByLabel('Image code').press('Enter');
    await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    expect(await heldForTheApp(page)).toBe(0);
    release();
    await appStarted(page);
    await expect(page.getByAltText('Verification code image')).toBeVisible();
    await expect(getCode).toBeEnabled();
    await replayDone(page);
    expect(sent).toEqual({ [SMS]: 0, [REGISTER]: 0 });

    await getCode.click();
    await expect(page.getByText('验证码已发送，请在手机上查看！')).toBeVisible();
    expect(sent[SMS]).toBe(1);
    await page.getByLabel('SMS code').fill('123456');
    await register.click();
    await page.waitForURL(/#\/downloadTemplate/);
    expect(sent).toEqual({ [SMS]: 1, [REGISTER]: 1 });
  });

  test('complaint form: Submit tapped, and the form submitted, before the complaint type is shown send nothing; then Submit sends once', async ({
    page,
  }) => {
    const SAVE = '/user-problem/problem-save';
    const sent = countRequests(page, [SAVE]);
    const release = await holdApp(page);
    await page.goto(`/complainPageNext?${SESSION}&type=1&problemType=2&orderNo=MX240518001`, { waitUntil: 'commit' });
    await page.getByLabel('Problem description').fill('Me cobraron dos veces el mismo pago.');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await tapEarly(submit);
    await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    expect(await heldForTheApp(page)).toBe(0);
    release();
    await appStarted(page);
    await expect(page.getByTestId('chosen-type')).not.toHaveText(/Loading/);
    await expect(submit).toBeEnabled();
    await replayDone(page);
    expect(sent[SAVE]).toBe(0);

    await submit.click();
    // The success modal, then the app replaces to the complaint entry (SPEC 4): the form is gone.
    await page.waitForURL(/\/complaint\?/);
    expect(sent[SAVE]).toBe(1);
  });
});
