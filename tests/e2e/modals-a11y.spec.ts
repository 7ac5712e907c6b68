import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import type { Locator } from '@playwright/test';

// Accessibility of every modal (axe with the modal open, focus moved in, kept in and given back)
// and of every built page (axe, and tap targets of at least 44 x 44 CSS px), in Chromium on a
// phone-sized screen (the Pixel 7 project of playwright.config.ts).

const COMMON = 'productId=7&orderId=240518001&deviceId=D9&type=1';
const cardQuery = 'type=1&orderId=O1&productId=P1&withholdingAmount=150000&couponId=C7&userId=U5';
const MIN_TARGET = 44;

async function expectNoAxeViolations(page: Page, { clockPaused = false } = {}) {
  let done = false;
  const run = new AxeBuilder({ page }).analyze().finally(() => {
    done = true;
  });
  // axe waits on zero-delay timers between rules: with the page clock paused, step it 1 ms at a
  // time while axe runs. On a loaded machine axe needs more steps (a step taken while it works
  // elsewhere is spent): up to 1000 ms of page time, still short of the 1.5 s dialog. The clock is
  // the context's: axe finishes in a blank page of its own, and a step that meets that page closing
  // fails with "Target page, context or browser has been closed" though this page is open (a CI run
  // failed so once); only a closed page of the test's is an error.
  for (let ms = 0; clockPaused && !done && ms < 1000; ms += 1) {
    await page.clock.runFor(1).catch((error: unknown) => {
      if (page.isClosed()) throw error;
    });
  }
  const axe = await run;
  expect(axe.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/**
 * Controls inside `root` smaller than 44 x 44 CSS px, as `tag "name" WxH`. A checkbox, radio or
 * file input passes when it or one of its labels is large enough: tapping the label operates the
 * control, so the label is part of the pointer target (WCAG 2.5.8 measures the target), and the
 * app makes these labels, not the bare boxes, 44 px. Nothing is excluded as an inline link: no
 * page has a link inside a sentence, so every link is held to the full size.
 */
function smallTargets(root: Locator): Promise<string[]> {
  return root.evaluate((container, min) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"]';
    const big = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width >= min - 0.5 && box.height >= min - 0.5;
    };
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    return Array.from(container.querySelectorAll(selector)).flatMap((el) => {
      const labels =
        el instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(el.type) ? Array.from(el.labels ?? []).filter(shown) : [];
      if (!shown(el) && labels.length === 0) return [];
      if ((shown(el) && big(el)) || labels.some(big)) return [];
      const box = (shown(el) ? el : labels[0]!).getBoundingClientRect();
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? labels[0]?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return [`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`];
    });
  }, MIN_TARGET);
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

/** Every route of the README table that is built, with the query its page needs and its heading. */
const builtRoutes: { path: string; heading: string }[] = [
  { path: '/?type=1#/downloadTemplate?app_from=fb&user_from=ad-12&utm_tag=spring&id=7&links_id=3', heading: 'Download the app' },
  { path: '/?type=1#/agreementTemplate?app_from=fb&user_from=ad-12&utm_tag=spring&id=7&links_id=3', heading: 'Registration agreement' },
  { path: '/?type=1', heading: 'Fast, considerate loans' },
  { path: '/About?type=1', heading: 'About us' },
  { path: '/User?type=1', heading: 'Loan Calculator' },
  { path: '/Contact?type=1', heading: 'Contact Us' },
  { path: '/Policy?type=1', heading: 'Privacy Policy' },
  { path: '/Loan?type=1&orderNo=MX240518001', heading: 'Loan Agreement' },
  { path: '/PrivacyPolicy?type=1', heading: 'Privacy notice' },
  { path: '/agony?type=1&orderNo=MX240518001', heading: 'Loan Agreement' },
  { path: `/carpmm?${COMMON}&requestType=1&amount=308190&payCode=OXXO`, heading: 'Payment at OXXO' },
  { path: `/Dag?${COMMON}`, heading: 'Customer service' },
  { path: `/complaintList?${COMMON}`, heading: 'My complaints' },
  { path: `/complainPageNext?${COMMON}&problemType=2&problemSonType=&orderNo=MX240518001`, heading: 'Describe your problem' },
  { path: `/complainDetails?${COMMON}&problemId=1000`, heading: 'Complaint detail' },
  { path: '/testPreview?type=1', heading: 'Test page' },
  { path: '/terms?type=1', heading: 'Loan terms and conditions' },
  { path: '/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=spring&links_id=3', heading: 'Sign up and get your loan' },
  { path: `/loan/confirm-new?${COMMON}`, heading: 'Confirm loan' },
  { path: `/loan/confirm-period?${COMMON}`, heading: 'Confirm loan' },
  { path: `/loan/confirm?${COMMON}`, heading: 'Confirm loan' },
  { path: `/loan/detail?${COMMON}`, heading: 'Loan details' },
  { path: `/loan/order?${COMMON}`, heading: 'Loan details' },
  { path: `/repay/instructions?${COMMON}&requestType=2&amount=45000&payCode=SPEI`, heading: 'SPEI transfer' },
  { path: '/joint-login-fail?type=1', heading: 'Fracaso' },
  { path: `/service?${COMMON}`, heading: 'Customer service' },
  { path: `/repay/card?${cardQuery}`, heading: 'Pay by bank card' },
  { path: `/repay/delay?${COMMON}`, heading: 'Extension repayment' },
  { path: `/repay/choose?${COMMON}`, heading: 'Instalment repayment' },
  { path: '/agreement/loan?type=1&orderNo=MX240518001', heading: 'Loan Agreement' },
  { path: '/agreement/privacy?type=1', heading: 'Privacy Policy' },
  { path: '/about-us?type=1', heading: 'About us' },
  { path: `/complaint/submit?${COMMON}&problemType=3&problemSonType=&orderNo=MX240518001`, heading: 'Describe your problem' },
  { path: `/complaint?${COMMON}`, heading: 'Complaints and suggestions' },
];

// One test per route, so the two workers share them and a slow machine does not time out a walk of all of them.
for (const route of builtRoutes) {
  test(`built route ${route.path}: axe finds nothing and every control in the main content is at least 44 x 44 px`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Loaded: no page loading state left, and the app has taken over from the prerendered markup.
    await expect(page.locator('.ui-page-state')).toHaveCount(0);
    const main = page.locator('main');
    await expect(main).toHaveCount(1);
    expect.soft(await smallTargets(main), `tap targets under 44 px on ${route.path}`).toEqual([]);
    // axe runs inside each frame by injecting its script; the policy frame is sandboxed without
    // scripts (decision 0097) and never answers, so a framed page is checked without its frames
    // here, and the framed page on its own in public-site.spec.ts.
    const framed = (await page.locator('iframe[sandbox]').count()) > 0;
    const builder = new AxeBuilder({ page });
    const axe = await (framed ? builder.setLegacyMode(true).options({ iframes: false }) : builder).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      `axe on ${route.path}`,
    ).toEqual([]);
  });
}
