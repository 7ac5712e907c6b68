import { axeViolations } from './a11y';
import { expect, test, type Page, type Request } from './fixtures';

const session = 'type=1&productId=7&orderId=240518001&deviceId=D9';

interface Sent {
  endpoint: string;
  query: Record<string, string>;
  body: Record<string, string>;
}

/** Every /maintains call the page sends: endpoint, common query and form body. */
function recordCalls(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/maintains/') || url.pathname.startsWith('/maintains/demo-files/')) return;
    sent.push({
      endpoint: url.pathname.slice('/maintains'.length),
      query: Object.fromEntries(url.searchParams),
      body: Object.fromEntries(new URLSearchParams(request.postData() ?? '')),
    });
  });
  return sent;
}

/** Scripts the page fetched, to prove the barcode drawing and its encoder (src/flows/shared/pay-channels/barcode-drawing.tsx) are loaded only when a barcode is drawn. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, { include }), 'axe').toEqual([]);
}

const drawnBarcodeChunk = (scripts: string[]) => scripts.filter((s) => /barcode-drawing/.test(s));

test.describe('repaying by payment code', () => {
  test('instalment: fold, copy, both barcodes, then the payment instructions', async ({ page, context }) => {
    // A journey over two pages with three accessibility scans: about 14 s alone, more beside another
    // worker on a loaded machine (a run hit the 30 s default at its last page).
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sent = recordCalls(page);
    const scripts = recordScripts(page);
    const planResponse = page.waitForResponse((r) => r.url().includes('/v3/installment/loan-play-detail'));
    await page.goto(`/repay/choose?${session}`);
    const plan = (await (await planResponse).json()) as { data: { repayAmount: number } };
    await expect(page.getByText('Lendo Cash Express')).toBeVisible();
    expect(sent.filter((s) => s.endpoint === '/v3/installment/loan-play-detail')).toEqual([
      {
        endpoint: '/v3/installment/loan-play-detail',
        query: { productId: '7', orderId: '240518001', deviceId: 'D9', type: '1' },
        body: { productId: '7', orderId: '240518001' },
      },
    ]);
    await expect(page.getByTestId('repay-amount')).toHaveText(`₱${(plan.data.repayAmount / 100).toFixed(2)}`);
    await expect(page.getByTestId('detail-rows').getByRole('term')).toHaveCount(2);
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByTestId('detail-rows').getByRole('term')).toHaveCount(6);
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByTestId('detail-rows').getByRole('term')).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Copy the code 9300 1234 5678 90' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('9300 1234 5678 90');

    expect(drawnBarcodeChunk(scripts)).toEqual([]);
    await page.getByRole('button', { name: 'Show the barcode of 9300 1234 5678 90' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan to pay' });
    const serverImage = dialog.getByRole('img', { name: 'Barcode of 9300 1234 5678 90' });
    await expect(serverImage).toBeVisible();
    await expect.poll(() => serverImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(drawnBarcodeChunk(scripts)).toEqual([]);

    // SPEI sends no BARcodeImg: the barcode is drawn here, with its encoder fetched only now.
    await page.getByRole('button', { name: 'Show the barcode of 646180157000012345' }).click();
    const drawn = page.getByRole('dialog').getByTestId('barcode-drawn');
    await expect(drawn).toHaveAttribute('data-state', 'drawn');
    expect(await drawn.locator('rect').count()).toBeGreaterThan(10);
    expect(drawnBarcodeChunk(scripts).length).toBeGreaterThan(0);
    await expect(page.getByRole('dialog').getByRole('img', { name: 'Barcode of 646180157000012345' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByTestId('channel-OXXO').click();
    await expect(page).toHaveURL(/\/carpmm\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      productId: '7',
      orderId: '240518001',
      deviceId: 'D9',
      type: '1',
      requestType: '1',
      amount: String(plan.data.repayAmount),
      payCode: 'OXXO',
    });
    await expect(page.getByTestId('voucher-code')).toHaveText(/^[\d ]{6,}$/);
    expect(sent.filter((s) => s.endpoint === '/v3/loan-details/generate-vcode').map((s) => s.body)).toEqual([
      { productId: '7', orderId: '240518001', amount: String(plan.data.repayAmount), payCode: 'OXXO', requestType: '1' },
    ]);
    await expect(page.getByTestId('voucher-amount')).toHaveText(`₱${(plan.data.repayAmount / 100).toFixed(2)}`);
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const code = (await page.getByTestId('voucher-code').textContent()) ?? '';
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(page.getByRole('link', { name: /Visit: / })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(page);
  });

  test('extension: a channel opens the instructions with requestType 2 and the delay amount', async ({ page }) => {
    const sent = recordCalls(page);
    const delayResponse = page.waitForResponse((r) => r.url().includes('/v3/installment/loan-play-delay-detail'));
    await page.goto(`/repay/delay?${session}`);
    const delay = (await (await delayResponse).json()) as { data: { delayInfo: { delayAmount: number } } };
    const fee = delay.data.delayInfo.delayAmount;
    await expect(page.getByTestId('delay-amount')).toHaveText(`₱${(fee / 100).toFixed(2)}`);
    await expect(page.getByTestId('delay-plan').getByRole('listitem')).toHaveCount(2);
    expect(sent.map((s) => [s.endpoint, s.body])).toEqual([['/v3/installment/loan-play-delay-detail', { productId: '7', orderId: '240518001' }]]);
    await expectNoAxeViolations(page);

    await page.getByTestId('channel-SPEI').click();
    await expect(page).toHaveURL(/\/carpmm\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('requestType')).toBe('2');
    expect(url.searchParams.get('amount')).toBe(String(fee));
    expect(url.searchParams.get('payCode')).toBe('SPEI');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SPEI transfer');
    expect(sent.at(-1)).toEqual({
      endpoint: '/v3/loan-details/generate-vcode',
      query: { productId: '7', orderId: '240518001', deviceId: 'D9', type: '1' },
      body: { productId: '7', orderId: '240518001', amount: String(fee), payCode: 'SPEI', requestType: '2' },
    });
  });

  test('extension: the customer-service button drags inside the screen and opens /Dag', async ({ page }) => {
    const sent = recordCalls(page);
    await page.goto(`/repay/delay?${session}`);
    await expect(page.getByTestId('delay-amount')).toBeVisible();
    const button = page.getByRole('button', { name: 'Customer service' });
    const box = (await button.boundingBox())!;
    const viewport = page.viewportSize()!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 60, box.y - 80, { steps: 5 });
    await page.mouse.move(-500, -500, { steps: 5 });
    await page.mouse.up();
    const moved = (await button.boundingBox())!;
    expect(moved.x).toBe(0);
    expect(moved.y).toBe(0);
    await expect(page).toHaveURL(/\/repay\/delay\?/);
    await button.focus();
    await page.keyboard.press('ArrowRight');
    expect((await button.boundingBox())!.x).toBe(16);
    expect(moved.x + moved.width).toBeLessThanOrEqual(viewport.width);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Dag\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ productId: '7', orderId: '240518001', deviceId: 'D9', type: '1' });
    await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Call 800 953 6336' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write to soporte@lendo.example' })).toHaveAttribute('href', 'mailto:soporte@lendo.example');
    expect(sent.filter((s) => s.endpoint === '/user-problem/get-whatsapp').map((s) => s.body)).toEqual([{ overall: '30' }]);
    await expectNoAxeViolations(page);
  });

  test('a failed load says why and retries', async ({ page }) => {
    const sent = recordCalls(page);
    await page.goto(`/service?${session}&scenario=offline`);
    await expect(page.getByRole('alert')).toHaveText('No connection. Check your internet and try again.');
    await expectNoAxeViolations(page);
    // The demo backend re-reads ?scenario= on navigation: clear it, then retry on the same page.
    await page.evaluate(() => history.replaceState(null, '', `${location.pathname}${location.search.replace('scenario=offline', 'scenario=')}`));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('service-phone')).toHaveText('800 953 6336');
    expect(sent.filter((s) => s.endpoint === '/user-problem/get-whatsapp')).toHaveLength(2);
  });

  test("an order with nothing to pay: the server's message as a toast, the page says it cannot show the plan", async ({ page }) => {
    await page.goto(`/repay/choose?${session}&scenario=status-200`);
    await expect(page.locator('.ui-toast-layer')).toContainText('This order has no pending payment.');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('We cannot show this for your order right now.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
