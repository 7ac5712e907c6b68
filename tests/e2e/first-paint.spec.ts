// How a built page loads (docs/how-a-page-loads.md), in the production build a real host serves: no
// in-browser demo backend, the demo handlers answering over HTTP (scripts/serve-http-backend.mjs).
import { httpBackendPort } from '../../playwright.config';
import { appStarted, expect, test, type Page } from './fixtures';

test.use({ baseURL: `http://127.0.0.1:${httpBackendPort}` });

const SESSION = 'productId=7&orderId=240518001&deviceId=D9&sessionId=S1';

/** Holds every script of the build until `release()`: the page as it is before the app starts. */
async function holdApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The text of #root the moment the app has taken over (read in the same task it marks <html>). */
async function textWhenAppStarts(page: Page): Promise<() => Promise<string>> {
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-app-ready')) return;
      (window as unknown as { atStart: string }).atStart = document.getElementById('root')?.innerText ?? '';
      observer.disconnect();
    }).observe(document.documentElement, { attributes: true });
  });
  return async () => {
    await appStarted(page);
    return page.evaluate(() => (window as unknown as { atStart: string }).atStart);
  };
}

test.describe('the built pages', () => {
  test('a public page is its content, in the language of the query, with one inline script after #root and the modules it needs listed', async ({
    request,
  }) => {
    const es = await (await request.get('/')).text();
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('<h1>Préstamos rápidos y considerados</h1>');
    expect(es).not.toMatch(/\sstyle="/);
    expect(es.match(/<script[^>]*>/g)).toEqual(['<script>']);
    expect(es).not.toMatch(/<link rel="modulepreload"|<link rel="stylesheet"/);
    expect(es).toMatch(
      /<div id="root" data-route="home" data-lang="es" data-app="\/assets\/index-[\w-]+\.js" data-modules="[^"]*\/assets\/home-page-[\w-]+\.js">/,
    );
    const en = await (await request.get('/?type=1&utm=x')).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1>Fast, considerate loans</h1>');
    expect(en).toContain('data-lang="en"');
    const two = await (await request.get('/User?type=2')).text();
    expect(two).toContain('data-route="calculator" data-lang="es"');
  });

  test('a loan page is its loading frame with a place for the first answer; an unknown path gets the app page in the query language', async ({
    request,
  }) => {
    const detail = await (await request.get(`/loan/detail?${SESSION}&type=1`)).text();
    expect(detail).toContain('data-route="loanDetail" data-lang="en"');
    expect(detail).toContain('data-first-answer=""');
    expect(detail).toContain('/v3/loan-details/loan-details');
    const unknown = await (await request.get('/no/such/page?type=1')).text();
    expect(unknown).toContain('role="status"');
    expect(unknown).toContain('Loading…');
    expect(unknown).not.toContain('data-route=');
  });
});

test.describe('a form takes input from the first paint, and the app keeps it', () => {
  test('calculator: an amount typed and Calculate tapped before the app starts are the app’s', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/User?type=1', { waitUntil: 'commit' });
    const amount = page.getByLabel('Loan amount');
    await amount.fill('10000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    release();
    await appStarted(page);
    await expect(amount).toHaveValue('10000');
    await expect(page.getByTestId('calc-total')).toHaveText('10273.00');
  });

  test('contact: four fields typed and Submit tapped before the app starts give Successful!', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/Contact?type=1', { waitUntil: 'commit' });
    await page.getByLabel('Name').fill('Ana Ruiz');
    await page.getByLabel('Telephone').fill('5512345678');
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel('Remark').fill('Quiero información');
    await page.getByRole('button', { name: 'Submit' }).click();
    release();
    await appStarted(page);
    await expect(page.getByRole('status')).toHaveText('Successful!');
    await expect(page.getByLabel('Name')).toHaveValue('Ana Ruiz');
  });

  test('register: the phone and image code typed before the app starts are sent with Get code', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/promotion?type=1&id=7&links_id=3', { waitUntil: 'commit' });
    await page.getByLabel('Mobile number').fill('13912345678');
    await page.getByLabel('Image code').fill('1234');
    release();
    await appStarted(page);
    await expect(page.getByLabel('Mobile number')).toHaveValue('13912345678');
    const sms = page.waitForRequest((r) => r.url().includes('/promotion/get-sms'));
    await page.getByRole('button', { name: 'Get code' }).click();
    const body = new URLSearchParams((await sms).postData() ?? '');
    expect(body.get('phone')).toBe('13912345678');
    expect(body.get('capcode')).toBe('1234');
  });

  test('complaint form: a description written before the app starts is the one submitted', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto(`/complainPageNext?${SESSION}&type=1&problemType=2&orderNo=MX240518001`, { waitUntil: 'commit' });
    const text = 'Me cobraron dos veces el mismo pago.';
    await page.getByLabel('Problem description').fill(text);
    release();
    await appStarted(page);
    await expect(page.getByLabel('Problem description')).toHaveValue(text);
    await expect(page.getByTestId('chosen-type')).not.toHaveText(/Loading/);
    const save = page.waitForRequest((r) => r.url().includes('/user-problem/problem-save'));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(new URLSearchParams((await save).postData() ?? '').get('problemDetail')).toBe(text);
  });

  test('test page: a contact typed and submitted before the app starts is submitted', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/testPreview?type=1', { waitUntil: 'commit' });
    await page.getByLabel('Contact', { exact: true }).fill('ana@example.com');
    await page.getByRole('button', { name: 'Submit contact' }).click();
    release();
    await appStarted(page);
    await expect(page.getByText('Contact submitted: ana@example.com')).toBeVisible();
  });
});

test.describe('nothing changes wording when the app takes over', () => {
  const pages = [
    '/',
    '/User',
    '/Contact',
    '/promotion?id=7&links_id=3',
    `/complainPageNext?${SESSION}&problemType=2&orderNo=MX240518001`,
    `/loan/detail?${SESSION}`,
  ];
  for (const lang of ['es', 'en']) {
    for (const path of pages) {
      const address = lang === 'en' ? `${path}${path.includes('?') ? '&' : '?'}type=1` : path;
      test(`${address}`, async ({ page }) => {
        const release = await holdApp(page);
        await page.goto(address, { waitUntil: 'commit' });
        await expect(page.locator('#root h1').first()).toBeVisible();
        // A loan page's first answer is in the frame before the app starts.
        if (path.startsWith('/loan/detail')) await expect(page.locator('[data-first-answer] h2')).not.toBeEmpty();
        const before = await page.locator('#root').innerText();
        const atStart = await textWhenAppStarts(page);
        release();
        expect(await atStart()).toBe(before);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      });
    }
  }
});

test.describe("a loan page's first answer", () => {
  /** Each POST to `endpoint`: its body and the script that sent it (from Chromium's DevTools protocol). */
  async function recordPosts(page: Page, endpoint: string) {
    const sent: { body: string; sentBy: string }[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith(endpoint)) return;
      const frames = initiator.stack?.callFrames ?? [];
      sent.push({ body: request.postData ?? '', sentBy: new URL(frames[0]?.url ?? initiator.url ?? 'about:blank').pathname });
    });
    return sent;
  }

  const pages = [
    { path: '/loan/detail', endpoint: '/v3/loan-details/loan-details', body: 'productId=7&orderId=240518001', shows: /Lendo Cash Express/ },
    { path: '/loan/confirm', endpoint: '/v3/loan-confirm/loan-detail-confirm', body: 'productId=7', shows: /Lendo Cash Express/ },
    { path: '/repay/choose', endpoint: '/v3/installment/loan-play-detail', body: 'productId=7&orderId=240518001', shows: /Lendo Cash Express/ },
  ];
  for (const { path, endpoint, body, shows } of pages) {
    test(`${path} shows its data from one request, sent by the page's inline script`, async ({ page }) => {
      const sent = await recordPosts(page, endpoint);
      await page.goto(`${path}?${SESSION}&type=1`);
      await expect(page.getByText(shows).first()).toBeVisible();
      expect(sent).toEqual([{ body, sentBy: path }]);
    });
  }

  test('a failed early request shows the load failure, and Retry loads the page', async ({ page }) => {
    let failed = 0;
    await page.route('**/maintains/v3/loan-details/loan-details**', (route) => (failed++ === 0 ? route.abort('failed') : route.continue()));
    await page.goto(`/loan/detail?${SESSION}&type=1`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(/Lendo Cash Express/).first()).toBeVisible();
    expect(failed).toBe(2);
  });

  const early = [
    { path: '/loan/detail', query: SESSION, text: /Pay before the due date/, then: /Lendo Cash Express/ },
    { path: '/repay/choose', query: SESSION, text: /Your payment is posted within 10 to 30 minutes/, then: /OXXO/ },
    { path: '/carpmm', query: `${SESSION}&amount=300000&payCode=OXXO&requestType=1`, text: /9300 1234 5678 90/, then: /Copy code/ },
  ];
  for (const { path, query, text, then } of early) {
    test(`${path} shows its answer before the app runs, and the app then shows the page`, async ({ page }) => {
      const release = await holdApp(page);
      await page.goto(`${path}?${query}&type=1`, { waitUntil: 'commit' });
      await expect(page.locator('[data-first-answer]').getByText(text)).toBeVisible();
      release();
      await expect(page.getByText(then).first()).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
    });
  }

  test('the payment code page asks for its code image as soon as the answer names it, before the app runs', async ({ page }) => {
    const release = await holdApp(page);
    const picture = page.waitForResponse((r) => /barcode|demo-files/.test(r.url()) && r.request().resourceType() === 'image');
    await page.goto(`/carpmm?${SESSION}&amount=300000&payCode=OXXO&requestType=1&type=1`, { waitUntil: 'commit' });
    expect((await picture).ok()).toBe(true);
    await expect(page.locator('[data-first-answer] img')).toBeVisible();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    release();
    await appStarted(page);
  });

  test('a failed answer is never written into the frame', async ({ page }) => {
    const release = await holdApp(page);
    await page.route('**/maintains/v3/loan-details/loan-details**', (route) => route.fulfill({ status: 500, body: 'no' }));
    await page.goto(`/loan/detail?${SESSION}&type=1`, { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.locator('[data-first-answer] *')).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
