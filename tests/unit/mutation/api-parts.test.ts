// @vitest-environment happy-dom
// The small parts of src/api that need no server: the success rule, request encoding, endpoint paths,
// the loan-taken statuses, answers sent ahead, the fetch call a request makes (written from the
// mutants of `node scripts/mutation-flows.mjs api-calls api-transport`, docs/mutation-score.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosHeaders } from 'axios';
import { isZeroCode, successData } from '../../../src/api/envelope-code';
import { appendQuery, formEncode, REQUESTED_WITH } from '../../../src/api/request-parts';
import { LOAN_TAKEN_STATUSES, loanTaken } from '../../../src/api/order-status';
import { MAINTAINS_PREFIX, maintainsPath, promotionPath, repaymentPath } from '../../../src/api/endpoints';
import { clearEarly, EARLY_MAX_AGE_MS, keyOf, noteAgain, noteAnswer, store, takeEarly, takeNotedAnswers } from '../../../src/api/early-response';
import { sendEarly } from '../../../src/api/send-early';
import { fetchCall } from '../../../src/api/axios-core';
import { voucherInputFrom } from '../../../src/api/voucher-input';
import { apiError, serverMessage } from '../../../src/api/errors';

const T = Date.UTC(2026, 11, 2, 10, 0, 0);
afterEach(() => {
  vi.useRealTimers();
  clearEarly();
  noteAgain();
});

describe('the success rule (envelope-code.ts)', () => {
  it('is an integer equal to 0, with a sign or spaces; nothing else', () => {
    for (const zero of ['0', '00', ' 0 ', '+0', '-0']) expect(isZeroCode(zero)).toBe(true);
    for (const other of ['', '1', '0.0', '0x0', 'a0', '0a', '10', ' ']) expect(isZeroCode(other)).toBe(false);
  });

  it('gives the data object of a success envelope, by code or status', () => {
    expect(successData({ code: 0, data: { a: 1 } })).toEqual({ a: 1 });
    expect(successData({ code: '00', data: { a: 1 } })).toEqual({ a: 1 });
    expect(successData({ status: ' 0 ', data: { a: 1 } })).toEqual({ a: 1 });
    expect(successData({ code: 0, status: 1, data: { a: 1 } })).toEqual({ a: 1 });
  });

  it('gives null for a failure, a code of another type, data that is no object, or no envelope', () => {
    expect(successData({ code: 1, data: { a: 1 } })).toBeNull();
    expect(successData({ code: true, data: { a: 1 } })).toBeNull();
    expect(successData({ data: { a: 1 } })).toBeNull();
    expect(successData({ code: 0, data: [1] })).toBeNull();
    expect(successData({ code: 0, data: 'x' })).toBeNull();
    expect(successData('{"code":0}')).toBeNull();
    expect(successData(null)).toBeNull();
  });
});

describe('request parts', () => {
  it('form-encodes every present value, skipping null and undefined', () => {
    expect(formEncode({ a: 'x y', b: 0, c: false, d: null, e: undefined, f: '' })).toBe('a=x+y&b=0&c=false&f=');
  });

  it('appends a query with ? or &, and nothing for an empty one', () => {
    expect(appendQuery('/p', { a: '1' })).toBe('/p?a=1');
    expect(appendQuery('/p?x=0', { a: '1' })).toBe('/p?x=0&a=1');
    expect(appendQuery('/p', {})).toBe('/p');
    expect(appendQuery('/p')).toBe('/p');
    expect(REQUESTED_WITH).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
  });
});

describe('endpoints and statuses', () => {
  it('builds the three kinds of path', () => {
    expect(MAINTAINS_PREFIX).toBe('/maintains');
    expect(maintainsPath('/v3/x')).toBe('/maintains/v3/x');
    expect(promotionPath('promotion/get-sid', 'prov')).toBe('/api/v2/prov/promotion/get-sid');
    expect(repaymentPath('repayment-way', 'prov', 'svc')).toBe('/api/v1/prov/svc/service/loan/repayment-way');
  });

  it('shows the loan taken for 151, 170, 174, 180 and 200 only (SPEC 4)', () => {
    expect(LOAN_TAKEN_STATUSES).toEqual([151, 170, 174, 180, 200]);
    expect([151, 170, 174, 180, 200].every(loanTaken)).toBe(true);
    expect([null, 21, 110, 150, 0].some(loanTaken)).toBe(false);
  });

  it('reads a voucher request from the page query, refusing one with a value missing', () => {
    const query = { productId: '7', orderId: 'O1', amount: '110000', payCode: 'OXXO', requestType: '1' };
    expect(voucherInputFrom(query)).toMatchObject({ productId: '7', orderId: 'O1', payCode: 'OXXO' });
    expect(voucherInputFrom({ ...query, payCode: undefined })).toBeNull();
  });

  it('the server’s own message only for a business error with text', () => {
    expect(serverMessage(apiError({ kind: 'business', code: '1', message: 'Cerrada' }))).toBe('Cerrada');
    expect(serverMessage(apiError({ kind: 'business', code: '1', message: ' ' }))).toBeUndefined();
    expect(serverMessage(apiError({ kind: 'http', status: 500 }))).toBeUndefined();
    expect(serverMessage(null)).toBeUndefined();
    expect(apiError({ kind: 'http', status: 503 }).message).toBe('HTTP 503');
    expect(apiError({ kind: 'badBody', detail: 'amount' }).message).toBe('unexpected response: amount');
    expect(apiError({ kind: 'timeout' }).message).toBe('timeout');
    expect(apiError({ kind: 'network' }, 'why').cause).toBe('why');
    expect('cause' in apiError({ kind: 'network' })).toBe(false);
  });
});

describe('answers sent ahead (early-response.ts, send-early.ts)', () => {
  const ok = () => Promise.resolve(new Response('{}'));

  it('keys a call by its method, absolute URL and body', () => {
    expect(keyOf('post', '/x?a=1', 'b=2')).toBe(`POST ${new URL('/x?a=1', window.location.href).href}\nb=2`);
    expect(keyOf('GET', 'https://api.test/x', undefined)).toBe('GET https://api.test/x\n');
  });

  it('hands a response sent ahead to the same call once, and to no other', async () => {
    const response = ok();
    expect(sendEarly('https://api.test/x', { method: 'POST', body: 'a=1' }, response)).toBe(response);
    expect(takeEarly('POST', 'https://api.test/x', 'a=2')).toBeUndefined();
    expect(takeEarly('GET', 'https://api.test/x', 'a=1')).toBeUndefined();
    expect(takeEarly('POST', 'https://api.test/x', { a: 1 })).toBeUndefined();
    expect(takeEarly('POST', 'https://api.test/x', 'a=1')).toBe(response);
    expect(takeEarly('POST', 'https://api.test/x', 'a=1')).toBeUndefined();
    sendEarly('https://api.test/y', { method: 'GET' }, response);
    expect(takeEarly('GET', 'https://api.test/y', null)).toBe(response);
  });

  it('hands out nothing older than 30 s', () => {
    vi.useFakeTimers({ now: T, toFake: ['Date'] });
    expect(EARLY_MAX_AGE_MS).toBe(30_000);
    sendEarly('https://api.test/a', { method: 'GET' }, ok());
    sendEarly('https://api.test/b', { method: 'GET' }, ok());
    vi.setSystemTime(T + 30_000);
    expect(takeEarly('GET', 'https://api.test/a', undefined)).toBeDefined();
    vi.setSystemTime(T + 30_001);
    expect(takeEarly('GET', 'https://api.test/b', undefined)).toBeUndefined();
    expect(store()).toHaveLength(0);
  });

  it('a rejected response sent ahead that nobody takes is nobody’s error', async () => {
    const failed = Promise.reject(new Error('offline'));
    const caught = vi.spyOn(failed, 'catch');
    sendEarly('https://api.test/z', { method: 'GET' }, failed);
    expect(caught).toHaveBeenCalledTimes(1);
    await expect(caught.mock.results[0]?.value).resolves.toBeUndefined();
  });

  it('notes successful answers read, up to 20, until taken once', () => {
    const response = new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    noteAnswer('GET', 'https://api.test/a', undefined, response, '{"a":1}');
    noteAnswer('GET', 'https://api.test/b', undefined, new Response('', { status: 500 }), '');
    noteAnswer('POST', 'https://api.test/c', { a: 1 }, response, '');
    noteAnswer('POST', 'https://api.test/d', null, new Response('x'), 'x');
    for (let i = 0; i < 25; i++) noteAnswer('GET', `https://api.test/n${i}`, undefined, response, '');
    const noted = takeNotedAnswers();
    expect(noted[0]).toEqual({ key: 'GET https://api.test/a\n', status: 200, contentType: 'application/json', text: '{"a":1}' });
    expect(noted[1]).toMatchObject({ key: 'POST https://api.test/d\n', contentType: 'text/plain;charset=UTF-8' });
    expect(noted).toHaveLength(20);
    noteAnswer('GET', 'https://api.test/a', undefined, response, '');
    expect(takeNotedAnswers()).toEqual([]);
  });
});

describe('the fetch call of a request (axios-core.ts)', () => {
  it('builds the full URL with its params, the upper-case method and every header as text', () => {
    const { url, init } = fetchCall({
      baseURL: 'https://api.test',
      url: '/x',
      params: { a: 1 },
      method: 'post',
      headers: new AxiosHeaders({ 'X-N': '1', 'Content-Type': 'text/plain' }),
      data: 'b=2',
    });
    expect(url).toBe('https://api.test/x?a=1');
    expect(init).toMatchObject({ method: 'POST', body: 'b=2', credentials: 'same-origin', headers: { 'X-N': '1', 'Content-Type': 'text/plain' } });
  });

  it('is a GET without a body by default; sends cookies only when asked', () => {
    const { init } = fetchCall({ url: 'https://api.test/x', headers: new AxiosHeaders(), withCredentials: true });
    expect(init).toMatchObject({ method: 'GET', body: undefined, credentials: 'include' });
  });

  it('leaves the multipart content type to the browser', () => {
    const data = new FormData();
    const { init } = fetchCall({
      url: 'https://api.test/x',
      method: 'post',
      headers: new AxiosHeaders({ 'Content-Type': 'multipart/form-data' }),
      data,
    });
    expect(Object.keys(init.headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(init.body).toBe(data);
  });
});
