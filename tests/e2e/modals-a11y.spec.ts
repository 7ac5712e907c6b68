import { axeViolations, smallTargets } from './a11y';
import { expect, test, type Page } from './fixtures';
import type { Locator } from '@playwright/test';

// Accessibility of every modal (axe with the modal open, focus moved in, kept in and given back),
// in Chromium on a phone-sized screen (the Pixel 7 project of playwright.config.ts). Every built
// page (axe, and tap targets of at least 44 x 44 CSS px) is checked by tests/e2e/routes.spec.ts,
// in the visit that checks its policy, language and width.

const COMMON = 'productId=7&orderId=240518001&deviceId=D9&type=1';
const cardQuery = 'type=1&orderId=O1&productId=P1&withholdingAmount=150000&couponId=C7&userId=U5';

async function expectNoAxeViolations(page: Page, { clockPaused = false } = {}) {
  let done = false;
  const run = axeViolations(page).finally(() => {
    done = true;
  });
  // axe waits on zero-delay timers between rules: with the page clock paused, step it 1 ms at a
  // time while axe runs. On a loaded machine axe needs more steps (a step taken while it works
  // elsewhere is spent): up to 1000 ms of page time, still short of the 1.5 s dialog. Only a closed
  // page of the test's is an error (axe runs in this page alone: decision 0138).
  for (let ms = 0; clockPaused && !done && ms < 1000; ms += 1) {
    await page.clock.runFor(1).catch((error: unknown) => {
      if (page.isClosed()) throw error;
    });
  }
  expect(await run, 'axe').toEqual([]);
}

/** What can take focus inside the dialog (the Modal's focus-trap list; no modal has frames or editable regions). */
const countControls = (dialog: Locator) =>
  dialog.evaluate(
    (el) =>
      Array.from(
        el.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      ).filter((c) => c.checkVisibility() || (c instanceof HTMLInputElement && c.labels?.[0]?.checkVisibility())).length,
  );

const focusIsInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/** A short description of the focused element, for messages and for counting distinct stops. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = (el.getAttribute('aria-label') ?? (el instanceof HTMLInputElement ? `${el.type}=${el.value}` : el.textContent) ?? '')
      .trim()
      .slice(0, 40);
    return `${el.tagName.toLowerCase()} "${name}"`;
  });

/**
 * Focus is inside the dialog when it opens; Tab and then Shift+Tab, each pressed more times than
 * the dialog has controls, never take it out, and Tab reaches every enabled button in it.
 * Also checks the dialog's own tap targets.
 */
async function expectFocusKeptIn(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsInside(dialog), { message: 'focus moves into the dialog when it opens' }).toBe(true);
  const controls = await countControls(dialog);
  const presses = controls + 2;
  const buttons = await dialog
    .getByRole('button')
    .evaluateAll((els) =>
      els.filter((b) => !(b as HTMLButtonElement).disabled).map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim().slice(0, 40)),
    );
  for (const key of ['Tab', 'Shift+Tab']) {
    const visited = new Set<string>();
    for (let i = 1; i <= presses; i += 1) {
      await page.keyboard.press(key);
      const at = await focused(page);
      expect(await focusIsInside(dialog), `${key} press ${i} of ${presses} left focus on ${at}, outside the dialog`).toBe(true);
      visited.add(at);
    }
    for (const name of buttons)
      expect(
        [...visited].some((v) => v === `button "${name}"`),
        `${key} reaches the "${name}" button; visited ${[...visited].join(', ')}`,
      ).toBe(true);
  }
  expect(await smallTargets(dialog)).toEqual([]);
}

/** After a dialog closes: focus is on a live element of the page, not left in a removed dialog. */
async function expectFocusInPage(page: Page) {
  expect(
    await page.evaluate(
      () => document.activeElement !== null && document.activeElement.isConnected && !document.activeElement.closest('[role="dialog"]'),
    ),
  ).toBe(true);
}

/**
 * Closes the open dialog with its close button, checks focus is back on the opener, opens it again
 * and closes it with Escape: focus back on the opener again.
 */
async function expectCloseAndEscapeGiveFocusBack(page: Page, opener: Locator, dialog: Locator, closeButton = 'Close') {
  await dialog.getByRole('button', { name: closeButton }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

/**
 * Pauses the page's installed clock `ms` after its now. On a loaded machine the page's clock can pass
 * that moment before the pause reaches it ("Cannot fast-forward to the past", a CI flake): the now is
 * then read again.
 */
async function pauseSoon(page: Page, ms: number) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ms);
      return;
    } catch (error) {
      if (attempt >= 5 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

test.describe('modals: axe, focus kept in and given back', () => {
  test('loan details extension reminder: Escape gives focus back to Repay', async ({ page }) => {
    await page.goto(`/loan/detail?${COMMON}&scenario=status-180,delay`);
    const repay = page.getByRole('button', { name: 'Repay', exact: true });
    await repay.click();
    const reminder = page.getByRole('dialog', { name: 'Extend your term' });
    await expectFocusKeptIn(page, reminder);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(reminder).toHaveCount(0);
    await expect(repay).toBeFocused();
    // Opened again, its choices still lead on: the reminder is a question, not a dead end.
    await repay.click();
    await reminder.getByRole('button', { name: 'No need' }).click();
    await expect(page).toHaveURL(`/repay/card?${COMMON}`);
  });

  test('rating modal on loan details: Close and Escape give focus back to "Rate the service"', async ({ page }) => {
    await page.goto(`/loan/detail?${COMMON}&scenario=status-200`);
    const trigger = page.getByRole('button', { name: 'Rate the service' });
    await trigger.click();
    const rating = page.getByRole('dialog', { name: 'Rate our service' });
    await expectFocusKeptIn(page, rating);
    // A picked star is one tab stop of the radio group: focus must stay in with it too.
    await rating.getByRole('radio', { name: '3 of 5 stars' }).check();
    await expectFocusKeptIn(page, rating);
    await expectNoAxeViolations(page);
    await expectCloseAndEscapeGiveFocusBack(page, trigger, rating);
  });

  test('thank-you modal after a low score: Close puts focus on the thank-you line that replaced the rate button', async ({ page }) => {
    await page.goto(`/loan/detail?${COMMON}&scenario=status-200`);
    await page.getByRole('button', { name: 'Rate the service' }).click();
    const rating = page.getByRole('dialog', { name: 'Rate our service' });
    await rating.getByRole('radio', { name: '2 of 5 stars' }).check();
    await rating.getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expectFocusKeptIn(page, thanks);
    await expectNoAxeViolations(page);
    await thanks.getByRole('button', { name: 'Close' }).click();
    await expect(thanks).toHaveCount(0);
    // The rate button is gone once rated; the line that takes its place gets the focus.
    const done = page.getByText('Thank you for rating our service.');
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(page.getByRole('button', { name: 'Rate the service' })).toHaveCount(0);
  });

  test('complaint detail rating opens by itself after 3 s: Close returns focus to where it was, the start of the page', async ({ page }) => {
    await page.goto(`/complainDetails?${COMMON}&problemId=1000&scenario=need-score`);
    await expect(page.getByTestId('detail-content')).toBeVisible();
    const before = await focused(page);
    const rating = page.getByRole('dialog', { name: 'Rate our service' });
    await expect(rating).toBeVisible({ timeout: 6000 });
    await expectFocusKeptIn(page, rating);
    await expectNoAxeViolations(page);
    await rating.getByRole('button', { name: 'Close' }).click();
    await expect(rating).toHaveCount(0);
    // Nothing in the detail takes focus, so focus was on the document: it goes back there, and
    // the next Tab starts from the top of the page again.
    expect(before).toBe('body');
    expect(await focused(page)).toBe('body');
    await expectFocusInPage(page);
  });

  test('recalculation modal opens by itself and closes when the new offer arrives: focus returns to the start of the page', async ({ page }) => {
    // The page's clock is the test's, paused as soon as the modal shows: it stays its 5.5 s (SPEC)
    // however long the checks below take on a slow machine (axe steps the paused clock, at most 1 s).
    await page.clock.install();
    const loads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/loan-detail-confirm')) loads.push(r.postData() ?? '');
    });
    // The page notes, by its own clock, when the dialog first shows: read after the fact, a slow
    // machine's delay would count against the modal's 5.5 s (a CI run found it gone at "4.5 s").
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[role="dialog"]')) return;
        document.documentElement.setAttribute('data-dialog-at', String(Date.now()));
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/loan/confirm?${COMMON}&scenario=need-pop`);
    const modal = page.getByRole('dialog', { name: 'Recalculating your loan' });
    await expect(modal).toContainText('₱3000.00');
    const pageNow = () => page.evaluate(() => Date.now());
    const shownAt = Number(await page.locator('html').getAttribute('data-dialog-at'));
    expect(shownAt).toBeGreaterThan(0);
    // A moment on, so the pause is never in the page's past.
    await pauseSoon(page, 500);
    // No controls: focus sits on the dialog itself, and Tab keeps it there.
    await expectFocusKeptIn(page, modal);
    expect(await modal.evaluate((el) => document.activeElement === el)).toBe(true);
    await expectNoAxeViolations(page, { clockPaused: true });
    // It has no close: it goes when the recalculated offer is loaded.
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    // 4.5 s after it showed (page time): still there, the offer not asked for again; at 6 s the
    // reload (isType=1) has been sent and the modal goes with its answer (SPEC: 5.5 s).
    await page.clock.fastForward(4_500 - ((await pageNow()) - shownAt));
    await expect(modal).toBeVisible();
    expect(loads).toHaveLength(1);
    await page.clock.fastForward(1_500);
    await expect(modal).toBeHidden();
    expect(loads).toHaveLength(2);
    expect(loads[1]).toContain('isType=1');
    await expect(page.getByTestId('confirm-amount')).toHaveText('₱2500.00');
    expect(await focused(page)).toBe('body');
    await expectFocusInPage(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });

  for (const { page: path, title, code, close } of [
    { page: '/repay/choose', title: 'instalment', code: '9300 1234 5678 90', close: 'Close' },
    { page: '/repay/delay', title: 'extension', code: '646180157000012345', close: 'Escape' },
  ] as const) {
    test(`barcode modal on the ${title} page: ${close} gives focus back to the barcode button`, async ({ page }) => {
      await page.goto(`${path}?${COMMON}`);
      const opener = page.getByRole('button', { name: `Show the barcode of ${code}` });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Scan to pay' });
      await expect(dialog.getByRole('img', { name: `Barcode of ${code}` })).toBeVisible();
      await expectFocusKeptIn(page, dialog);
      await expectNoAxeViolations(page);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  }

  test('bank-card SMS step: Cancel and Escape give focus back to Pay', async ({ page }) => {
    await page.goto(`/repay/card?${cardQuery}&scenario=need-valid`);
    await page.getByRole('radio', { name: /Banorte/ }).check();
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'SMS verification' });
    await expectFocusKeptIn(page, dialog);
    await expect(dialog.getByLabel('Verification code')).toBeFocused();
    await expectNoAxeViolations(page);
    await expectCloseAndEscapeGiveFocusBack(page, pay, dialog, 'Cancel');
    await expect(page.getByRole('radio', { name: /Banorte/ })).toBeChecked();
  });

  test('complaint form "Sent" dialog closes itself and leaves for the complaint entry: focus starts at the top of that page', async ({ page }) => {
    await page.clock.install();
    await page.goto(`/complainPageNext?${COMMON}&problemType=2&problemSonType=&orderNo=MX240518001`);
    await page.getByLabel('Problem description').fill('Me cobraron dos veces el mismo pago');
    await page.getByRole('button', { name: 'Submit' }).click();
    const sent = page.getByRole('dialog', { name: 'Sent' });
    await expect(sent).toBeVisible();
    // The dialog stays 1.5 s: hold the page's clock while it is checked.
    await pauseSoon(page, 20);
    await expect(sent).toBeVisible();
    await expectFocusKeptIn(page, sent);
    expect(await sent.evaluate((el) => document.activeElement === el)).toBe(true);
    await expectNoAxeViolations(page, { clockPaused: true });
    await page.keyboard.press('Escape');
    await expect(sent).toBeVisible();
    await page.clock.resume();
    await expect(page).toHaveURL(/\/complaint\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complaints and suggestions' })).toBeVisible();
    await expect(sent).toHaveCount(0);
    expect(await focused(page)).toBe('body');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button "My complaints"');
  });

  test('complaint entry order picker: Close and Escape give focus back to "See all orders"', async ({ page }) => {
    await page.goto(`/complaint?${COMMON}`);
    await expect(page.getByTestId('order-card')).toContainText('Lendo Cash Express');
    const opener = page.getByRole('button', { name: 'See all orders' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Choose an order' });
    await expectFocusKeptIn(page, dialog);
    await expectNoAxeViolations(page);
    await expectCloseAndEscapeGiveFocusBack(page, opener, dialog);
  });

  test('complaint entry collection sub-type picker: Close and Escape give focus back to "Collection"', async ({ page }) => {
    await page.goto(`/complaint?${COMMON}&scenario=`);
    const opener = page.getByRole('button', { name: 'Collection', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Choose the collection sub-type' });
    await expectFocusKeptIn(page, dialog);
    await expectNoAxeViolations(page);
    await expectCloseAndEscapeGiveFocusBack(page, opener, dialog);
  });
});
