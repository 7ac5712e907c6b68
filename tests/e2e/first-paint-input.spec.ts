// How a built page loads (docs/how-a-page-loads.md), in the production build a real host serves: no
// in-browser demo backend, the demo handlers answering over HTTP (scripts/serve-http-backend.mjs).
// A form takes input from the first paint, and the app keeps it.
import { httpBackendPort } from '../../playwright.config';
import { appStarted, expect, test } from './fixtures';
import { holdApp, SESSION } from './first-paint-helpers';

test.use({ baseURL: `http://127.0.0.1:${httpBackendPort}` });

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
