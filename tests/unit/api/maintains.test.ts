// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { HttpResponse } from 'msw';
import { clients, formOf, only, respond, startMockServer } from './msw-helpers';
import { isZeroCode, readEnvelope, unwrap } from '../../../src/api/maintains';
import { isApiError } from '../../../src/api/errors';

startMockServer();

const Data = z.object({ n: z.number() });

describe('shared helper requests', () => {
  it('POSTs form-encoded to /maintains + endpoint with the common query', async () => {
    const seen = respond('post', '/maintains/v3/thing', { code: 0, message: 'ok', data: { n: 1 } });
    await clients().maintains.post('/v3/thing', { productId: '7', isType: 1, skip: undefined }, Data);
    const req = only(seen);
    expect(req.url.pathname).toBe('/maintains/v3/thing');
    expect(req.url.search).toBe('?productId=7&orderId=O-1&deviceId=dev+1&sessionId=s1&type=1');
    expect(req.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(formOf(req)).toEqual({ productId: '7', isType: '1' });
    expect(req.headers.get('crp_phe')).toBe('p1');
  });

  it('GETs with request params after the common query', async () => {
    const seen = respond('get', '/maintains/v3/read', { code: '0', data: { n: 2 } });
    await clients().maintains.get('/v3/read', { page: 2, q: 'a b' }, Data);
    expect(only(seen).url.search).toBe('?productId=7&orderId=O-1&deviceId=dev+1&sessionId=s1&type=1&page=2&q=a+b');
  });

  it('returns success, code, message, data and the raw body', async () => {
    const raw = { code: '00', message: 'fine', data: { n: 3 }, extra: true };
    respond('post', '/maintains/v3/thing', raw);
    await expect(clients().maintains.post('/v3/thing', {}, Data)).resolves.toEqual({
      success: true,
      code: '00',
      message: 'fine',
      data: { n: 3 },
      raw,
    });
  });

  it('returns a business failure instead of throwing, with unparsed data', async () => {
    respond('post', '/maintains/v3/thing', { code: 1003, message: 'Sin permiso', data: null });
    const result = await clients().maintains.post('/v3/thing', {}, Data);
    expect(result).toMatchObject({ success: false, code: '1003', message: 'Sin permiso', data: null });
    expect(() => unwrap(result)).toThrow(expect.objectContaining({ kind: 'business', code: '1003', message: 'Sin permiso' }));
  });

  it('shows the loading text around the call, through the hook only', async () => {
    const events: string[] = [];
    const onLoading = vi.fn((text: string) => {
      events.push(`show ${text}`);
      return () => events.push('hide');
    });
    respond('post', '/maintains/a', () => {
      events.push('request');
      return HttpResponse.json({ code: 0, data: { n: 1 } });
    });
    await clients({ onLoading }).maintains.post('/a', {}, Data, { loadingText: 'Cargando' });
    await clients({ onLoading }).maintains.post('/a', {}, Data);
    expect(events).toEqual(['show Cargando', 'request', 'hide', 'request']);
  });

  it('hides the loading text when the call fails', async () => {
    const hide = vi.fn();
    respond('post', '/maintains/a', () => new HttpResponse(null, { status: 502 }));
    const pending = clients({ onLoading: () => hide }).maintains.post('/a', {}, Data, { loadingText: 'x' });
    await expect(pending).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('rejects a non-JSON body and a wrong data shape as badBody', async () => {
    respond('post', '/maintains/html', () => HttpResponse.text('<html/>'));
    await expect(clients().maintains.post('/html', {}, Data)).rejects.toMatchObject({ kind: 'badBody' });
    respond('post', '/maintains/shape', { code: 0, data: { n: 'many' } });
    await expect(clients().maintains.post('/shape', {}, Data)).rejects.toMatchObject({ kind: 'badBody', detail: expect.stringContaining('n') });
  });
});

describe('code parsing', () => {
  it.each([
    [0, true],
    ['0', true],
    ['00', true],
    [' 0 ', true],
    ['-0', true],
    [1, false],
    ['01', false],
    ['E0', false],
    ['0abc', false],
    ['', false],
  ])('%j succeeds: %s', (code, success) => {
    expect(readEnvelope({ code, data: { n: 1 } }, Data).success).toBe(success);
    expect(isZeroCode(String(code))).toBe(success);
  });

  it('falls back to `status` when `code` is absent', () => {
    expect(readEnvelope({ status: '0', data: { n: 1 } }, Data)).toMatchObject({ success: true, code: '0' });
    expect(readEnvelope({ status: 5, message: 'no' }, Data)).toMatchObject({ success: false, code: '5', message: 'no' });
  });

  it('rejects a body without any code', () => {
    expect(() => readEnvelope({ data: { n: 1 } }, Data)).toThrow(expect.objectContaining({ kind: 'badBody' }));
    expect(() => readEnvelope([], Data)).toThrow(expect.objectContaining({ kind: 'badBody' }));
  });

  it('gives an ApiError instance for badBody', () => {
    try {
      readEnvelope({ code: 0, data: {} }, Data);
      expect.unreachable();
    } catch (e) {
      expect(isApiError(e)).toBe(true);
    }
  });
});
