import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { demoCodes } from '../../../src/mocks/store';
import { getJson, origin, postForm, withDemoServer } from './demo-server';
import { coded, demoUrl } from './shapes';

withDemoServer();

const base = '/api/v2/lendo';
const phone = '13912345678';

async function sid(): Promise<string> {
  return coded('0', z.strictObject({ sid: z.string().min(8) })).parse(await getJson(`${base}/promotion/get-sid`)).data.sid;
}

function registration(s: string, over: Record<string, string> = {}) {
  return {
    phone,
    capcode: demoCodes.captcha,
    sid: s,
    deviceId: s,
    appName: 'lendo',
    merchantNumber: '0',
    userName: phone,
    smsCode: demoCodes.sms,
    invite_code: '',
    user_from: 'fb',
    id: '12',
    app_from: 'web',
    utm_tag: 'summer',
    ...over,
  };
}

describe('promotion handlers', () => {
  it('channel-template answers code 00 with data.id, and 01 without a templateId', async () => {
    const body = coded('00', z.looseObject({ id: z.literal('12'), bannerImg: demoUrl })).parse(
      await getJson(`${base}/service/channel/channel-template`, { templateId: 12 }),
    );
    expect(body.data.id).toBe('12');
    coded('01', z.null()).parse(await getJson(`${base}/service/channel/channel-template`));
  });

  it('track-visit and track-click answer code 0', async () => {
    const query = { page_id: 12, user_from: 'fb', client_type: 'android', page_type: 1, utm_tag: 'x', app_from: 'web' };
    coded('0', z.null()).parse(await getJson(`${base}/promotion/track-visit`, query));
    coded('0', z.null()).parse(await getJson(`${base}/promotion/track-click`, { ...query, phone }));
  });

  it('get-captcha returns an SVG image showing the fixed captcha', async () => {
    const res = await fetch(`${origin}${base}/promotion/get-captcha?sid=abc&timestamp=1700000000000`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await res.text();
    expect(svg.startsWith('<svg')).toBe(true);
    for (const digit of demoCodes.captcha) expect(svg).toContain(`>${digit}</text>`);
  });

  it('registers with captcha 1234 and SMS code 123456, then the phone is taken', async () => {
    const s = await sid();
    const sms = { phone, capcode: demoCodes.captcha, sid: s, deviceId: s, appName: 'lendo', app_from: 'web', user_from: 'fb', utm_tag: 'x' };
    coded('0', z.null()).parse(await postForm(`${base}/promotion/get-sms`, sms));
    coded('0', z.strictObject({ userId: z.string() })).parse(await postForm(`${base}/promotion/register`, registration(s)));
    coded('11', z.null()).parse(await postForm(`${base}/promotion/register`, registration(s)));
    coded('11', z.null()).parse(await postForm(`${base}/promotion/get-sms`, sms));
  });

  it('get-sms checks the session, the phone and the captcha', async () => {
    const s = await sid();
    const sms = { phone, capcode: demoCodes.captcha, sid: s };
    coded('2', z.null()).parse(await postForm(`${base}/promotion/get-sms`, { ...sms, sid: 'forged' }));
    coded('3', z.null()).parse(await postForm(`${base}/promotion/get-sms`, { ...sms, phone: '5512345678' }));
    coded('101', z.null()).parse(await postForm(`${base}/promotion/get-sms`, { ...sms, capcode: '9999' }));
    coded('11', z.null()).parse(await postForm(`${base}/promotion/get-sms`, { ...sms, phone: demoCodes.registeredPhone }));
  });

  it('register refuses a wrong captcha with -1 and a wrong or unsent SMS code', async () => {
    const s = await sid();
    coded('12', z.null()).parse(await postForm(`${base}/promotion/register`, registration(s)));
    await postForm(`${base}/promotion/get-sms`, { phone, capcode: demoCodes.captcha, sid: s });
    coded('-1', z.null()).parse(await postForm(`${base}/promotion/register`, registration(s, { capcode: '0000' })));
    coded('12', z.null()).parse(await postForm(`${base}/promotion/register`, registration(s, { smsCode: '654321' })));
    coded('2', z.null()).parse(await postForm(`${base}/promotion/register`, registration(s, { smsCode: '' })));
  });
});
