// The next tap (docs/decisions/0102), in the production build: the code of the pages a page can
// open is fetched once it is usable and idle, and not on Save-Data; the next page's request is sent
// with the tap, before its code has arrived, and its page takes that answer (one request per hop);
// going back shows the page at once, where it was, and a failed refresh shows no failure.
import { test, expect, appStarted, type Page, type Request } from './fixtures';
import { httpBackendPort } from '../../playwright.config';

/** The build without the in-browser demo backend (its service worker would hide requests from page.route). */
const HTTP_BACKEND = `http://127.0.0.1:${httpBackendPort}`;

const ORDER = 'productId=7&orderId=240518001&deviceId=E2E&type=1';
const INSTALMENT = `/repay/choose?${ORDER}&scenario=`;
const PAGE_CHUNK = /\/assets\/payment-instructions-page-[\w-]+\.js$/;
const SMS_CHUNK = /\/assets\/bank-repayment-sms-[\w-]+\.js$/;
const REPAY_CARD = (scenario: string) =>
  `/repay/card?type=1&orderId=O1&productId=P1&withholdingAmount=150000&couponId=C7&userId=U5&scenario=${scenario}`;

/** Every request whose URL ends with `endpoint` (path, before the query). */
function countRequests(page: Page, endpoint: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith(endpoint)) seen.push(r);
  });
  return seen;
}

/** A connection that asks to save data, as Chromium reports it (navigator.connection). */
async function saveData(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
  });
}

/** Resolves once the next-tap code (src/app/hops) has run and the page has been idle twice since. */
async function hopsIdle(page: Page, hops: Promise<unknown>) {
  await appStarted(page);
  await hops;
  for (let i = 0; i < 3; i++)
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 50), { timeout: 2000 })));
}
/** The addresses of the page's requests matching `pattern`, as they are sent. */
function requested(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (pattern.test(r.url())) seen.push(r.url());
  });
  return seen;
}
const hopsLoaded = (page: Page) => page.waitForResponse(/\/assets\/hops-[\w-]+\.js$/);

/**
 * When the page asked for the script whose file name starts with `name`, by its own clock, beside its
 * `data-app-ready` and `app:ahead` marks. A resource entry exists only once the response has ended:
 * it is waited for (read at the request event, it could be missing: a CI run read -1).
 */
async function askedAt(page: Page, name: string) {
  const start = () =>
    page.evaluate(
      (n) => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname.startsWith(`/assets/${n}-`))?.startTime ?? -1,
      name,
    );
  await expect.poll(start).toBeGreaterThanOrEqual(0);
  const marks = await page.evaluate(() => ({
    ready: performance.getEntriesByName('data-app-ready')[0]?.startTime ?? Infinity,
    ahead: performance.getEntriesByName('app:ahead')[0]?.startTime ?? Infinity,
  }));
  return { ...marks, start: await start() };
}

test.describe('the next page’s code, fetched ahead', () => {
  test('is fetched once the page is usable and idle: after the app has started', async ({ page }) => {
    const chunks = requested(page, PAGE_CHUNK);
    const hops = hopsLoaded(page);
    await page.goto(INSTALMENT);
    await hopsIdle(page, hops);
    await expect.poll(() => chunks.length).toBe(1);
    const timing = await askedAt(page, 'payment-instructions-page');
    expect(timing.start).toBeGreaterThan(timing.ready);
  });

  test('on loan details: the bank-card page and its SMS step, the step fetched only after its page', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      const name = /\/assets\/(bank-repayment-page|bank-repayment-sms)-[\w-]+\.js$/.exec(r.url())?.[1];
      if (name) fetched.push(name);
    });
    const hops = hopsLoaded(page);
    await page.goto(`/loan/detail?${ORDER}`);
    await hopsIdle(page, hops);
    await expect.poll(() => fetched).toEqual(['bank-repayment-page', 'bank-repayment-sms']);
  });

  test('on loan details: the extension page only when its button shows (isDelay 1), not for isDelay 0', async ({ page }) => {
    const extension = requested(page, /\/assets\/extension-page-[\w-]+\.js$/);
    const sms = requested(page, SMS_CHUNK);
    let hops = hopsLoaded(page);
    await page.goto(`/loan/detail?${ORDER}&scenario=`);
    await hopsIdle(page, hops);
    await expect(page.getByRole('button', { name: 'Repay', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Extension', exact: true })).toHaveCount(0);
    // The bank-card page and its SMS step are fetched; the extension page, next in line, would follow them.
    await expect.poll(() => sms.length).toBe(1);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 2000 })));
    expect(extension).toEqual([]);
    hops = hopsLoaded(page);
    await page.goto(`/loan/detail?${ORDER}&scenario=delay`);
    await hopsIdle(page, hops);
    await expect.poll(() => extension.length).toBe(1);
  });

  test("on the bank-card page: its SMS step is fetched after the page's own load, once it is settled", async ({ page }) => {
    const sms = requested(page, SMS_CHUNK);
    const hops = hopsLoaded(page);
    await page.goto(REPAY_CARD('need-valid'));
    await hopsIdle(page, hops);
    await expect.poll(() => sms.length).toBe(1);
    const timing = await askedAt(page, 'bank-repayment-sms');
    expect(timing.start).toBeGreaterThan(timing.ahead);
  });

  test("on the instalment page: the scan-to-pay modal's code is fetched after the page's own load, and the modal opens", async ({ page }) => {
    const modal = requested(page, /\/assets\/barcode-modal-[\w-]+\.js$/);
    const hops = hopsLoaded(page);
    await page.goto(INSTALMENT);
    await hopsIdle(page, hops);
    await expect.poll(() => modal.length).toBe(1);
    const timing = await askedAt(page, 'barcode-modal');
    expect(timing.start).toBeGreaterThan(timing.ahead);
    await page
      .getByRole('button', { name: /^Show the barcode of / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Scan to pay' })).toBeVisible();
    expect(modal).toHaveLength(1);
  });

  test('on Save-Data the SMS step is not fetched ahead: it comes with the tap on Pay, and opens', async ({ page }) => {
    await saveData(page);
    const sms = requested(page, SMS_CHUNK);
    const hops = hopsLoaded(page);
    await page.goto(REPAY_CARD('need-valid'));
    await hopsIdle(page, hops);
    expect(sms).toEqual([]);
    await page.getByRole('radio', { name: /Banorte/ }).check();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'SMS verification' })).toBeVisible();
    expect(sms).toHaveLength(1);
  });

  test('is not fetched on Save-Data', async ({ page }) => {
    await saveData(page);
    const chunks = requested(page, PAGE_CHUNK);
    const hops = hopsLoaded(page);
    await page.goto(INSTALMENT);
    await hopsIdle(page, hops);
    expect(chunks).toEqual([]);
  });
});

test.describe('the next page’s data, asked for with the tap', () => {
  const hops: { name: string; start: string; taps: ((page: Page) => Promise<void>)[]; endpoints: string[]; content: string }[] = [
    {
      name: 'loan details → Repay → bank-card page',
      start: `/loan/detail?${ORDER}&scenario=`,
      taps: [(p) => p.getByRole('button', { name: 'Repay' }).click()],
      endpoints: ['/repayment-way', '/loan-play-detail'],
      content: '.bank-repay__card',
    },
    {
      name: 'loan details → Repay → reminder → extension',
      start: `/loan/detail?${ORDER}&scenario=delay`,
      taps: [(p) => p.getByRole('button', { name: 'Repay' }).click(), (p) => p.locator('.details__reminder-actions button').first().click()],
      endpoints: ['/loan-play-delay-detail'],
      content: '[data-testid="delay-plan"] li',
    },
    {
      name: 'complaint entry → list icon → complaint list',
      start: `/complaint?${ORDER}&scenario=`,
      taps: [(p) => p.locator('.complaint__icon').click()],
      endpoints: ['/problem-list'],
      content: '[role="tabpanel"]',
    },
    {
      name: 'complaint list → detail',
      start: `/complaintList?${ORDER}&scenario=`,
      taps: [(p) => p.getByRole('tab', { selected: false }).click(), (p) => p.locator('.complaint__item').first().click()],
      endpoints: ['/problem-detail'],
      content: '[data-testid="detail-content"]',
    },
    {
      name: 'confirm → loan details',
      start: `/loan/confirm?${ORDER}&scenario=`,
      taps: [(p) => p.locator('.confirm__bar .ui-button--primary').click()],
      endpoints: ['/loan-details'],
      content: '.details__status h2',
    },
  ];
  for (const hop of hops) {
    test(`${hop.name}: one request per endpoint, its answer on screen`, async ({ page }) => {
      const hopsReady = hopsLoaded(page);
      await page.goto(hop.start);
      await hopsIdle(page, hopsReady);
      const seen = hop.endpoints.map((e) => countRequests(page, e));
      for (const tap of hop.taps) await tap(page);
      await expect(page.locator(hop.content).first()).not.toHaveText('');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      expect(seen.map((s) => s.length)).toEqual(hop.endpoints.map(() => 1));
    });
  }
});

test.describe('the next page’s data, only for another page', () => {
  test('a new query on the page on screen (as the demo backend’s scenario flag is cleared) sends nothing ahead; a retry then sends one call', async ({
    page,
  }) => {
    const hopsReady = hopsLoaded(page);
    const details = countRequests(page, '/loan-details');
    await page.goto(`/loan/detail?${ORDER}&scenario=details-500`);
    await hopsIdle(page, hopsReady);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('The information could not be loaded.');
    expect(details).toHaveLength(1);
    // The same page at another address: React Router keeps the page, whose load would never take an answer sent ahead.
    await page.evaluate(() => history.replaceState(history.state, '', location.href.replace('scenario=details-500', 'scenario=')));
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(details).toHaveLength(1);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Loan details' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(details).toHaveLength(2);
  });
});

test.describe('a link to a section of the page', () => {
  test('once the tap code runs, the jump to the section stays: the popstate it fires is no going back', async ({ page }) => {
    const hopsReady = hopsLoaded(page);
    await page.goto('/PrivacyPolicy?type=1');
    await hopsIdle(page, hopsReady);
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Your rights (ARCO) and deadlines' }).click();
    await expect(page).toHaveURL(/#arco$/);
    const arco = page.getByRole('region', { name: /ARCO/ });
    await expect(arco).toBeInViewport();
    // Still there a few frames on (a scroll back to the top comes on the next frames).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
    await expect(arco).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('the next page’s data, before its code', () => {
  // The app's worker (docs/decisions/0136) precaches every chunk once it is in: a page it has taken
  // over would get the chunk from it, out of page.route's reach, as soon as the machine is quick enough.
  test.use({ baseURL: HTTP_BACKEND, serviceWorkers: 'block' });

  test('instalment → a channel → payment code: the request leaves before the page’s code has arrived, and is the only one', async ({ page }) => {
    await saveData(page); // no code ahead: the page's code comes after the tap
    let chunkArrived = 0;
    await page.route(PAGE_CHUNK, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      chunkArrived = Date.now();
      await route.continue();
    });
    const vouchers = countRequests(page, '/generate-vcode');
    const hops = hopsLoaded(page);
    await page.goto(INSTALMENT);
    await hopsIdle(page, hops);
    const sentAt: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/generate-vcode')) sentAt.push(Date.now());
    });
    await page.getByTestId('channel-OXXO').click();
    await expect(page.locator('.vc-code')).toHaveText('9300 1234 5678 90'); // the demo's OXXO code
    expect(vouchers).toHaveLength(1);
    expect(sentAt[0]).toBeLessThan(chunkArrived);
  });
});

test.describe('going back', () => {
  test.use({ viewport: { width: 412, height: 480 }, baseURL: HTTP_BACKEND });

  test('shows the page at once where it was, and a failed refresh shows no failure', async ({ page }) => {
    const hops = hopsLoaded(page);
    await page.goto(`/loan/confirm?${ORDER}`);
    await hopsIdle(page, hops);
    await page.locator('.confirm__bar .ui-button--primary').click();
    await expect(page.locator('.details__status h2')).not.toHaveText('');
    // Scrolled to the bottom of the loan details, then Repay: the bank-card page.
    const y = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY;
    });
    expect(y).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await page.getByRole('button', { name: 'Repay' }).click();
    await expect(page.locator('.bank-repay__card').first()).toBeVisible();
    // Back: the details at once (their refresh held back), where they were.
    let releaseRefresh: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    await page.route('**/loan-details/loan-details**', async (route) => {
      await held;
      await route.continue();
    });
    const details = countRequests(page, '/loan-details');
    await page.goBack();
    await expect(page.locator('.details__status h2')).not.toHaveText('');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    expect(details).toHaveLength(1); // the refresh, still on its way
    releaseRefresh();
    // Forward, the bank-card page's refresh failing: shown as it was, no failure screen; but its
    // repayToken could not be confirmed, so Pay waits and the page says why (docs/decisions/0128).
    await page.route('**/repayment-way**', (route) => route.abort());
    await page.goForward();
    await expect(page.locator('.bank-repay__card').first()).toBeVisible();
    await expect(page.getByTestId('repay-standing')).toContainText('We could not confirm your payment details');
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
});

test.describe('one tap, one hop (docs/decisions/0128)', () => {
  test.use({ baseURL: HTTP_BACKEND });

  test('two taps on Repay, in one task and 50 ms apart on a CPU slowed 6×: one history entry each time, and one Back lands on the loan details', async ({
    page,
  }) => {
    const hops = hopsLoaded(page);
    await page.goto(`/loan/detail?${ORDER}`);
    await hopsIdle(page, hops);
    const entries = () => page.evaluate(() => history.length);
    const start = await entries();
    const repay = page.getByRole('button', { name: 'Repay', exact: true });
    const onDetails = async () => {
      await expect(page).toHaveURL(/\/loan\/detail\?/);
      await expect(page.locator('.details__status h2')).not.toHaveText('');
    };
    // Two clicks in the same task: the page left is still on screen for the second.
    await repay.evaluate((button) => {
      if (!(button instanceof HTMLElement)) return;
      button.click();
      button.click();
    });
    await expect(page.locator('.bank-repay__card').first()).toBeVisible();
    expect(await entries()).toBe(start + 1);
    await page.goBack();
    await onDetails();
    // A slow phone: two taps 50 ms apart, the second while the first hop is under way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const box = await repay.boundingBox();
    if (!box) throw new Error('Repay is not on screen');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const first = page.mouse.click(x, y);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([first, page.mouse.click(x, y)]);
    await expect(page.locator('.bank-repay__card').first()).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200), { timeout: 3000 })));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await entries()).toBe(start + 1);
    await page.goBack();
    await onDetails();
  });
});

test.describe('back at once to the tab’s first page (docs/decisions/0128)', () => {
  test.use({ baseURL: HTTP_BACKEND });

  test('loan details opened as the first page: Back shows them well before an answer that takes 2 s, and the refresh shows no failure', async ({
    page,
  }) => {
    const hops = hopsLoaded(page);
    await page.goto(`/loan/detail?${ORDER}`);
    await hopsIdle(page, hops);
    const status = page.locator('.details__status h2');
    await expect(status).not.toHaveText('');
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    await expect(page.locator('.bank-repay__card').first()).toBeVisible();
    const ANSWER_MS = 2000;
    let answered = false;
    await page.route('**/loan-details/loan-details**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ANSWER_MS));
      await route.continue();
      answered = true;
    });
    const details = countRequests(page, '/loan-details');
    const before = Date.now();
    await page.goBack();
    await expect(status).not.toHaveText('');
    const shownAfter = Date.now() - before;
    expect(answered).toBe(false);
    expect(shownAfter).toBeLessThan(ANSWER_MS - 700);
    // The refresh went out beside it, and its answer changes nothing on screen: no failure, no loading frame.
    expect(details).toHaveLength(1);
    await expect.poll(() => answered, { timeout: ANSWER_MS + 3000 }).toBe(true);
    await expect(status).not.toHaveText('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

/**
 * Starts noting, on every frame, the text of the element `chosen` finds, or '(nothing chosen)', once
 * what the choice is made on (`shown`) is on the page ('(none)' before); the returned call stops and
 * gives the notes.
 */
async function everyFrame(page: Page, shown: string, chosen: string) {
  await page.evaluate(
    ({ on, pick }) => {
      const notes: string[] = [];
      Reflect.set(window, '__frames', notes);
      const note = () => {
        notes.push(document.querySelector(on) ? (document.querySelector(pick)?.textContent ?? '(nothing chosen)') : '(none)');
        if (Reflect.get(window, '__frames') === notes) requestAnimationFrame(note);
      };
      requestAnimationFrame(note);
    },
    { on: shown, pick: chosen },
  );
  return () =>
    page.evaluate(() => {
      const notes: unknown = Reflect.get(window, '__frames');
      Reflect.set(window, '__frames', null);
      return Array.isArray(notes) ? notes.map(String) : [];
    });
}

/** The code that makes kept choices again (asked for with the first choice kept, docs/decisions/0111) has arrived. */
const choiceCodeIn = (page: Page) =>
  page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /\/assets\/make-choices-again-[\w-]+\.js$/.test(new URL(e.name).pathname)),
  );

/** From the loan details, Repay, and the second card (Banorte) chosen on the bank-card page: its radio. */
async function banorteChosen(page: Page) {
  const hops = hopsLoaded(page);
  await page.goto(`/loan/detail?${ORDER}&scenario=`);
  await hopsIdle(page, hops);
  await page.getByRole('button', { name: 'Repay', exact: true }).click();
  const banorte = page.getByRole('radio', { name: /Banorte/ });
  await banorte.check();
  await expect(banorte).toBeChecked();
  return banorte;
}

test.describe('going back: the page as it was left (docs/decisions/0111)', () => {
  test.use({ baseURL: HTTP_BACKEND });

  test('bank card: the second card chosen, back to the loan details and forward: still chosen, and Pay sends that card', async ({ page }) => {
    const banorte = await banorteChosen(page);
    // Every frame right from the start holds once the code that makes the choice again is in (the
    // test below: a borrower back before it has arrived).
    await choiceCodeIn(page);
    await page.goBack();
    await expect(page.locator('.details__status h2')).not.toHaveText('');
    const frames = await everyFrame(page, '.bank-repay__card', '.bank-repay__card:has(input:checked)');
    await page.goForward();
    await expect(banorte).toBeChecked();
    await expect(page.getByRole('radio', { name: /BBVA México/ })).not.toBeChecked();
    // Once the cards were on screen, no frame showed another card chosen, or none.
    expect((await frames()).filter((f) => f !== '(none)' && !f.includes('Banorte'))).toEqual([]);
    const commit = page.waitForRequest((r) => r.url().includes('/repayment-commit'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const body: unknown = (await commit).postDataJSON();
    expect(body).toEqual({
      amount: '102730',
      orderId: '240518001',
      couponId: '',
      repayToken: expect.stringMatching(/^rt_/),
      cardId: '302',
      bankName: 'Banorte',
      cardNo: '**** **** **** 7719',
      bankCode: 'BANORTE',
      sendMsg: 0,
    });
  });

  test('bank card, the server issuing a new repayToken per call: back and forward show the kept cards, Pay waits for the fresh token, and pays with it (docs/decisions/0128)', async ({
    page,
  }) => {
    const tokens: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('/repayment-way'))
        void r.json().then(
          (body: { data?: { repayToken?: string } }) => tokens.push(body.data?.repayToken ?? ''),
          () => undefined,
        );
    });
    const hops = hopsLoaded(page);
    await page.goto(`/loan/detail?${ORDER}&scenario=`);
    await hopsIdle(page, hops);
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    const banorte = page.getByRole('radio', { name: /Banorte/ });
    await banorte.check();
    await expect.poll(() => tokens.length).toBe(1);
    await page.goBack();
    await expect(page.locator('.details__status h2')).not.toHaveText('');
    // The fresh answer held back: the kept one is on screen, and Pay waits.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/repayment-way**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goForward();
    await expect(banorte).toBeChecked();
    await expect(page.getByTestId('repay-standing')).toHaveText('Checking your payment details. You can pay once they are confirmed.');
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await expect(pay).toBeDisabled();
    release();
    await expect(pay).toBeEnabled();
    await expect(page.getByTestId('repay-standing')).toHaveCount(0);
    await expect(banorte).toBeChecked();
    await expect.poll(() => tokens.length).toBe(2);
    expect(tokens[1]).not.toBe(tokens[0]);
    const commit = page.waitForRequest((r) => r.url().includes('/repayment-commit'));
    await pay.click();
    expect((await commit).postDataJSON()).toMatchObject({ repayToken: tokens[1], cardId: '302' });
  });

  test('bank card opened anew from the loan details: no card chosen', async ({ page }) => {
    const hops = hopsLoaded(page);
    await page.goto(`/loan/detail?${ORDER}&scenario=`);
    await hopsIdle(page, hops);
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    await page.getByRole('radio', { name: /Banorte/ }).check();
    await page.goBack();
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    await expect(page.locator('.bank-repay__card').first()).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test.describe('the code that makes the choice again still on its way', () => {
    // Held by the test: the app's worker would fetch it (context.route holds that too) and serve it.
    test.use({ serviceWorkers: 'block' });

    test('bank card: back and forward before it has arrived: no other card chosen meanwhile, the kept card once it is in, and Pay sends that card', async ({
      page,
    }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = 0;
      await page.context().route(/\/assets\/make-choices-again-[\w-]+\.js$/, async (route) => {
        asked += 1;
        await held;
        await route.continue();
      });
      const banorte = await banorteChosen(page);
      await expect.poll(() => asked).toBe(1);
      await page.goBack();
      await expect(page.locator('.details__status h2')).not.toHaveText('');
      const frames = await everyFrame(page, '.bank-repay__card', '.bank-repay__card:has(input:checked)');
      await page.goForward();
      await expect(page.locator('.bank-repay__card').first()).toBeVisible();
      // The page waits for the code with no card chosen: Pay would ask for one, never pay with another.
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      release();
      await expect(banorte).toBeChecked();
      expect((await frames()).filter((f) => f !== '(none)' && f !== '(nothing chosen)' && !f.includes('Banorte'))).toEqual([]);
      const commit = page.waitForRequest((r) => r.url().includes('/repayment-commit'));
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      expect((await commit).postDataJSON()).toMatchObject({ cardId: '302', bankName: 'Banorte' });
    });
  });

  test('complaint list: the second tab, a complaint opened, back: the second tab, on every frame', async ({ page }) => {
    const hops = hopsLoaded(page);
    await page.goto(`/complaintList?${ORDER}&scenario=`);
    await hopsIdle(page, hops);
    const tabs = page.getByRole('tab');
    const second = (await tabs.nth(1).textContent()) ?? '';
    expect(second).not.toBe('');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await choiceCodeIn(page);
    await page.locator('.complaint__item').first().click();
    await expect(page.getByTestId('detail-content')).not.toHaveText('');
    const frames = await everyFrame(page, '[role="tab"]', '[role="tab"][aria-selected="true"]');
    await page.goBack();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(second);
    await expect(page.locator('.complaint__item').first()).toBeVisible();
    expect((await frames()).filter((f) => f !== '(none)' && f !== second)).toEqual([]);
  });

  test('complaint entry: another order picked, the complaint list opened, back: that order, on every frame, its list closed', async ({ page }) => {
    const hops = hopsLoaded(page);
    await page.goto(`/complaint?${ORDER}&scenario=`);
    await hopsIdle(page, hops);
    const card = page.getByTestId('order-card');
    await expect(card).toContainText('MX240518001'); // the page's own order, by default
    await page.getByRole('button', { name: 'See all orders' }).click();
    const other = page.getByRole('dialog').locator('.complaint__option:not([aria-current])').first();
    const picked = /MX\d+/.exec((await other.textContent()) ?? '')?.[0] ?? '';
    expect(picked).toMatch(/^MX\d+$/);
    expect(picked).not.toBe('MX240518001');
    await other.click();
    await expect(card).toContainText(picked);
    await choiceCodeIn(page);
    await page.locator('.complaint__icon').click();
    await expect(page.locator('[role="tabpanel"]')).toBeVisible();
    const frames = await everyFrame(page, '[data-testid="order-card"]', '[data-testid="order-card"]');
    await page.goBack();
    await expect(card).toContainText(picked);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await frames()).filter((f) => f !== '(none)' && !f.includes(picked))).toEqual([]);
  });

  test('instalment: the detail rows unfolded, the payment code opened, back: still unfolded', async ({ page }) => {
    const hops = hopsLoaded(page);
    await page.goto(INSTALMENT);
    await hopsIdle(page, hops);
    const rows = page.getByTestId('detail-rows').locator('dt');
    await expect(rows).toHaveCount(2);
    await page.getByRole('button', { name: 'More' }).click();
    await expect(rows).toHaveCount(6);
    await page.getByTestId('channel-OXXO').click();
    await expect(page.locator('.vc-code')).not.toHaveText('');
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    await expect(rows).toHaveCount(6);
  });
});

test.describe('payment code: act only on what is current (docs/decisions/0131)', () => {
  test.use({ baseURL: HTTP_BACKEND });

  test('the server issuing a new voucher per call: back and forward show the kept code, not copied and not drawn while it is checked, then the fresh one, which is copied', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Each generate-vcode call gets a code of its own, as a server that issues a voucher per call would.
    const codes: string[] = [];
    let hold: Promise<void> | null = null;
    await page.route('**/generate-vcode**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { repayDetail: { vCode: string } } };
      const code = `9300 0000 0000 ${String(codes.length + 1).padStart(2, '0')}`;
      codes.push(code);
      body.data.repayDetail.vCode = code;
      if (hold) await hold;
      await route.fulfill({ response, json: body });
    });
    const hops = hopsLoaded(page);
    await page.goto(INSTALMENT);
    await hopsIdle(page, hops);
    await page.getByTestId('channel-OXXO').click();
    const code = page.getByTestId('voucher-code');
    await expect(code).toHaveText('9300 0000 0000 01');
    const copy = page.getByRole('button', { name: 'Copy code', exact: true });
    await expect(copy).toBeEnabled();
    await page.goBack();
    await expect(page.getByTestId('channel-OXXO')).toBeVisible();
    // Forward with the fresh answer held back: the kept code is on screen, and the page says it is checking it.
    let release: () => void = () => undefined;
    hold = new Promise<void>((resolve) => (release = resolve));
    await page.goForward();
    await expect(code).toHaveText('9300 0000 0000 01');
    await expect(page.getByTestId('voucher-standing')).toHaveText(
      'Checking your payment code. You can copy it and pay with it once it is confirmed.',
    );
    await expect(copy).toBeDisabled();
    await expect(page.getByTestId('voucher-image')).toHaveCount(0);
    await expect.poll(() => codes.length).toBe(2);
    release();
    // The fresh answer, sent beside the kept one, confirms the voucher: its code, copied; no further call.
    await expect(code).toHaveText('9300 0000 0000 02');
    await expect(page.getByTestId('voucher-standing')).toHaveCount(0);
    await expect(copy).toBeEnabled();
    await copy.click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('9300 0000 0000 02');
    expect(codes).toHaveLength(2);
  });

  test('the fresh voucher failing to come: the kept code stays, marked as not confirmed and not copied, no failure screen; Check again asks once more', async ({
    page,
  }) => {
    const hops = hopsLoaded(page);
    await page.goto(INSTALMENT);
    await hopsIdle(page, hops);
    await page.getByTestId('channel-OXXO').click();
    const code = page.getByTestId('voucher-code');
    await expect(code).toHaveText('9300 1234 5678 90');
    await page.goBack();
    await expect(page.getByTestId('channel-OXXO')).toBeVisible();
    await page.route('**/generate-vcode**', (route) => route.abort());
    await page.goForward();
    await expect(page.getByTestId('voucher-standing')).toContainText(
      'We could not confirm your payment code. Do not pay with it until it is checked.',
    );
    await expect(code).toHaveText('9300 1234 5678 90');
    const copy = page.getByRole('button', { name: 'Copy code', exact: true });
    await expect(copy).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await page.unroute('**/generate-vcode**');
    const asked = page.waitForRequest((r) => r.url().includes('/generate-vcode'));
    await page.getByRole('button', { name: 'Check again' }).click();
    await asked;
    await expect(copy).toBeEnabled();
    await expect(page.getByTestId('voucher-standing')).toHaveCount(0);
    await expect(page.getByTestId('voucher-image')).toBeVisible();
  });
});
