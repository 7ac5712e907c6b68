import { expect, test, type Page } from './fixtures';

// The fault matrix in the browser (the full matrix runs in Vitest: tests/reliability): a load call
// (loan details) and an action call (complaint save) broken one way each by the demo backend's
// fault scenarios (docs/demo-backend.md), then the backend restored and the call tried again.

const COMMON = 'type=1&productId=7&orderId=240518001';
const DETAILS_PATH = '/maintains/v3/loan-details/loan-details';
const SAVE_PATH = '/maintains/user-problem/problem-save';
const LOAD_FAILED = 'The information could not be loaded.';
const ACTION_FAILED = 'The operation could not be completed. Please try again.';

/** Counts the page's calls to an endpoint. */
function countCalls(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/**
 * The page's next answer from an endpoint. Taken before the tap that sends the call and awaited
 * after it, so a count read afterwards has seen the call: a screen can change (the loading frame,
 * the page's own heading) before the request event reaches the test.
 */
function nextAnswer(page: Page, path: string) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === path);
}

/** Uncaught errors, unhandled rejections and the app's console errors (not the browser's own notes on failed requests). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/^Failed to load resource/.test(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  return errors;
}

/** The server recovers: clears the scenario the way in-app navigation does, without reloading the page. */
async function restoreBackend(page: Page) {
  await page.evaluate(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('scenario', '');
    window.history.replaceState(window.history.state, '', url);
  });
}

const loadCases = [
  { scenario: 'details-offline', fault: 'network failure', message: LOAD_FAILED },
  { scenario: 'details-500', fault: 'HTTP 500', message: LOAD_FAILED },
  { scenario: 'details-html', fault: 'a body that is not JSON', message: LOAD_FAILED },
  // The server's own words are a toast (SPEC 8); the page says what happened in ours.
  { scenario: 'details-fail', fault: 'a business error code', message: LOAD_FAILED, toast: 'The service could not handle your request right now.' },
] as const;

const actionCases = [
  { scenario: 'save-offline', fault: 'network failure', message: ACTION_FAILED },
  { scenario: 'save-500', fault: 'HTTP 500', message: ACTION_FAILED },
  { scenario: 'save-html', fault: 'a body that is not JSON', message: ACTION_FAILED },
  { scenario: 'save-fail', fault: 'a business error code', message: 'We could not file your complaint. Please try again later.' },
] as const;

test.describe('fault matrix: loan details load', () => {
  for (const c of loadCases) {
    test(`${c.fault}: a message and a retry that loads the page once the server is back`, async ({ page }) => {
      const errors = watchErrors(page);
      const calls = countCalls(page, DETAILS_PATH);
      await page.goto(`/loan/detail?${COMMON}&scenario=${c.scenario}`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(c.message);
      if ('toast' in c) await expect(page.locator('.ui-toast-layer')).toContainText(c.toast);
      const retry = page.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeEnabled();
      await expect(page.getByRole('main')).toBeVisible();
      expect(calls()).toBe(1);

      await restoreBackend(page);
      const answered = nextAnswer(page, DETAILS_PATH);
      await retry.click();
      await answered;
      await expect(page.getByRole('heading', { name: 'Loan details' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      expect(calls()).toBe(2);
      expect(errors).toEqual([]);
    });
  }

  test('time-out: the call gives up at the 60 s limit with a message and a retry', async ({ page }) => {
    const errors = watchErrors(page);
    const calls = countCalls(page, DETAILS_PATH);
    await page.clock.install();
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === DETAILS_PATH);
    await page.goto(`/loan/detail?${COMMON}&scenario=details-hang`);
    await sent;
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await page.clock.fastForward(59_000);
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await page.clock.fastForward(1_500);
    await expect(page.getByRole('alert')).toHaveText(LOAD_FAILED);

    await restoreBackend(page);
    const answered = nextAnswer(page, DETAILS_PATH);
    await page.getByRole('button', { name: 'Retry' }).click();
    await answered;
    await expect(page.getByRole('heading', { name: 'Loan details' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(calls()).toBe(2);
    expect(errors).toEqual([]);
  });
});

test.describe('fault matrix: complaint save action', () => {
  for (const c of actionCases) {
    test(`${c.fault}: a message, the typed text kept, and a resubmit that works once the server is back`, async ({ page }) => {
      const errors = watchErrors(page);
      const calls = countCalls(page, SAVE_PATH);
      const text = `Me cobraron dos veces el mismo pago (${c.scenario})`;
      await page.goto(`/complainPageNext?${COMMON}&problemType=2&orderNo=MX240518001&scenario=${c.scenario}`);
      const description = page.getByLabel('Problem description');
      await description.fill(text);
      const submit = page.getByRole('button', { name: 'Submit' });
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(c.message);
      await expect(description).toHaveValue(text);
      await expect(submit).toBeEnabled();
      expect(calls()).toBe(1);

      await restoreBackend(page);
      const answered = nextAnswer(page, SAVE_PATH);
      await submit.click();
      await answered;
      await expect(page.getByRole('dialog', { name: 'Sent' })).toBeVisible();
      expect(calls()).toBe(2);
      expect(errors).toEqual([]);
    });
  }
});
