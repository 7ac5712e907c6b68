// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { BASE, clients, formOf, only, respond, startMockServer } from './msw-helpers';
import { captchaUrl, fetchLandingTemplate, fetchSid, registerPhone, sendSmsCode, trackClick, trackVisit } from '../../../src/api/promotion';
import { promotionEndpoints, promotionPath } from '../../../src/api/endpoints';
import { config } from '../../../src/config/env';

startMockServer();

const at = (endpoint: string) => promotionPath(endpoint, 'prov');

describe('promotion paths', () => {
  it('live under /api/v2/{provider}/', () => {
    expect(at(promotionEndpoints.getSms)).toBe('/api/v2/prov/promotion/get-sms');
    expect(at(promotionEndpoints.channelTemplate)).toBe('/api/v2/prov/service/channel/channel-template');
  });

  it('builds the captcha image URL with sid and a timestamp', () => {
    expect(captchaUrl(clients(), 'S 1', 1700000000000)).toBe(`${BASE}/api/v2/prov/promotion/get-captcha?sid=S+1&t=1700000000000`);
  });
});

describe('landing template', () => {
  it('reads data on code 00, keeping the template content', async () => {
    const seen = respond('get', at(promotionEndpoints.channelTemplate), { code: '00', message: '', data: { id: 12, banner: 'b.png' } });
    await expect(fetchLandingTemplate(clients(), '12')).resolves.toEqual({ id: '12', banner: 'b.png' });
    const req = only(seen);
    expect(req.url.search).toBe('?templateId=12');
    expect(req.headers.get('swift')).toBe('sw');
  });

  it('turns any other code into a business error with the server message', async () => {
    respond('get', at(promotionEndpoints.channelTemplate), { code: 0, message: 'Plantilla no encontrada' });
    await expect(fetchLandingTemplate(clients(), '12')).rejects.toMatchObject({ kind: 'business', code: '0', message: 'Plantilla no encontrada' });
  });
});

describe('tracking', () => {
  const params = { page_id: '12', user_from: 'fb', client_type: 'android', utm_tag: 'u1', app_from: 'lendo' } as const;

  it('sends the visit with page_type=1', async () => {
    const seen = respond('get', at(promotionEndpoints.trackVisit), {});
    await trackVisit(clients(), params);
    expect(Object.fromEntries(only(seen).url.searchParams)).toEqual({ ...params, page_type: '1' });
  });

  it('sends the click with the phone and never rejects', async () => {
    const seen = respond('get', at(promotionEndpoints.trackClick), () => HttpResponse.error());
    await expect(trackClick(clients(), { ...params, phone: '13800000000' })).resolves.toBeUndefined();
    expect(Object.fromEntries(only(seen).url.searchParams)).toMatchObject({ phone: '13800000000', page_type: '1', client_type: 'android' });
  });
});

describe('sid, sms and register', () => {
  it('reads the sid on code 0 and fails with the message otherwise', async () => {
    respond('get', at(promotionEndpoints.getSid), { code: 0, data: { sid: 'abc' } });
    await expect(fetchSid(clients())).resolves.toBe('abc');
    respond('get', at(promotionEndpoints.getSid), { code: '5', message: 'busy' });
    await expect(fetchSid(clients())).rejects.toMatchObject({ kind: 'business', code: '5', message: 'busy' });
  });

  it('posts the sms request form-encoded with deviceId = sid and hands the code back', async () => {
    const seen = respond('post', at(promotionEndpoints.getSms), { code: 101, message: 'Código de imagen incorrecto' });
    const outcome = await sendSmsCode(clients(), {
      phone: '13800000000',
      capcode: 'ab12',
      sid: 'S1',
      user_from: 'fb',
      app_from: 'lendo',
      utm_tag: 'u1',
    });
    expect(outcome).toEqual({ code: '101', message: 'Código de imagen incorrecto' });
    const req = only(seen);
    expect(req.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(formOf(req)).toEqual({
      phone: '13800000000',
      capcode: 'ab12',
      sid: 'S1',
      deviceId: 'S1',
      appName: config.appShortName,
      app_from: 'lendo',
      user_from: 'fb',
      utm_tag: 'u1',
    });
  });

  it('posts the registration payload with its fixed fields', async () => {
    const seen = respond('post', at(promotionEndpoints.register), { code: '-1', message: 'captcha' });
    const input = { phone: '13800000000', capcode: 'ab12', sid: 'S1', smsCode: '123456', invite_code: 'INV', id: '12', user_from: 'fb' };
    await expect(registerPhone(clients(), input)).resolves.toEqual({ code: '-1', message: 'captcha' });
    expect(formOf(only(seen))).toEqual({
      phone: '13800000000',
      capcode: 'ab12',
      sid: 'S1',
      deviceId: 'S1',
      appName: config.appShortName,
      merchantNumber: '0',
      userName: '13800000000',
      smsCode: '123456',
      invite_code: 'INV',
      user_from: 'fb',
      id: '12',
    });
  });

  it('rejects an answer without a code as badBody', async () => {
    respond('post', at(promotionEndpoints.register), { message: 'ok' });
    const input = { phone: '1', capcode: 'a', sid: 'S', smsCode: '1' };
    await expect(registerPhone(clients(), input)).rejects.toMatchObject({ kind: 'badBody' });
  });
});
