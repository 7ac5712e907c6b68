import { appStarted, expect, test } from '../fixtures';
import { callsTo, recordApiCalls } from './journey';

// A visitor from a campaign link registers: the campaign values of the landing address (template
// id, link, channel, invite code) go with every call that needs them and on to the download page;
// the phone, image code and SMS code sent are the ones typed, and the session is the one whose
// captcha was shown.
const CAMPAIGN = { type: '1', id: '7', app_from: 'fb', user_from: 'ad-12', utm_tag: 'spring', links_id: '3', invite_code: 'INV1' };
const phone = '13912345678';

test('journey: register → get code → register → download page', async ({ page }) => {
  const sent = recordApiCalls(page);
  const sidAnswer = page.waitForResponse((r) => r.url().includes('/promotion/get-sid'));
  await page.goto(`/promotion?${new URLSearchParams({ ...CAMPAIGN, scenario: '' }).toString()}`);
  const { data } = (await (await sidAnswer).json()) as { data: { sid: string } };
  const sid = data.sid;
  expect(sid).toMatch(/.+/);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up and get your loan' })).toBeVisible();
  await expect(page.getByAltText('Verification code image')).toHaveAttribute('src', new RegExp(`get-captcha\\?sid=${sid}&`));
  expect(callsTo(sent, 'service/channel/channel-template').map((s) => s.query)).toEqual([{ templateId: '7' }]);
  expect(callsTo(sent, 'promotion/track-visit').map((s) => s.query)).toEqual([
    { page_id: '7', user_from: 'ad-12', client_type: 'android', utm_tag: 'spring', app_from: 'fb', page_type: '1' },
  ]);

  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Image code').fill('1234');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /another code in \d+ seconds/ })).toBeVisible();
  expect(callsTo(sent, 'promotion/get-sms').map((s) => s.body)).toEqual([
    { phone, capcode: '1234', sid, deviceId: sid, appName: 'lendo', app_from: 'fb', user_from: 'ad-12', utm_tag: 'spring' },
  ]);

  await page.getByLabel('SMS code').fill('123456');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash.startsWith('#/downloadTemplate'));
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ type: '1' });
  expect(Object.fromEntries(new URLSearchParams(url.hash.slice(url.hash.indexOf('?') + 1)))).toEqual({
    app_from: 'fb',
    user_from: 'ad-12',
    utm_tag: 'spring',
    id: '7',
    links_id: '3',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(callsTo(sent, 'promotion/register').map((s) => s.body)).toEqual([
    {
      phone,
      capcode: '1234',
      sid,
      deviceId: sid,
      appName: 'lendo',
      merchantNumber: '0',
      userName: phone,
      smsCode: '123456',
      invite_code: 'INV1',
      user_from: 'ad-12',
      id: '7',
      app_from: 'fb',
      utm_tag: 'spring',
    },
  ]);
  expect(callsTo(sent, 'promotion/track-click').map((s) => s.query)).toEqual([
    expect.objectContaining({ phone, page_id: '7', client_type: 'android', page_type: '1' }),
  ]);
});
