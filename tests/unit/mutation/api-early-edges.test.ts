// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { createAxios, fetchAdapter, fetchCall } from '../../../src/api/axios-core';
import { clearEarly, keyOf, noteAgain, noteAnswer, store, takeNotedAnswers } from '../../../src/api/early-response';

// The fetch adapter's edges (src/api/axios-core.ts) and the answers the tab's first page notes
// (src/api/early-response.ts, docs/decisions/0128), written from the survivors of `node
// scripts/mutation-flows.mjs api-transport` (docs/mutation-score.md): a wait for an answer sent
// ahead ends as soon as the call is aborted, a header's list is joined as fetch wants it, and each
// successful answer read is noted with its status, type and text.

const URL_OF = 'https://api.example.test/loan';
/** A GET of URL_OF as axios hands it to its adapter. */
const config = (extra: Partial<InternalAxiosRequestConfig> = {}): InternalAxiosRequestConfig => ({
  url: URL_OF,
  method: 'get',
  headers: new AxiosHeaders(),
  ...extra,
});

beforeEach(() => {
  clearEarly();
  noteAgain();
});
afterEach(() => clearEarly());

describe('an answer sent ahead, waited for', () => {
  const aheadNeverAnswered = () =>
    store().push({ key: keyOf('GET', URL_OF, undefined), sentAt: Date.now(), response: new Promise<Response>(() => undefined) });

  it('the call aborted while it waits: it fails at once, as cancelled', async () => {
    aheadNeverAnswered();
    const controller = new AbortController();
    const call = createAxios({}).request({ url: URL_OF, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'CanceledError' });
  });

  it('the call aborted before: it fails at once, the answer sent ahead taken', async () => {
    aheadNeverAnswered();
    const controller = new AbortController();
    controller.abort();
    await expect(fetchAdapter(config({ signal: controller.signal }))).rejects.toMatchObject({ name: 'CanceledError' });
    expect(store()).toEqual([]);
  });
});

describe('the request as fetch takes it', () => {
  it('a header given as a list is one text, its values joined', () => {
    const { init } = fetchCall(config({ headers: new AxiosHeaders({ 'X-List': ['a', 'b'] }) }));
    expect(init.headers['X-List']).toBe('a, b');
  });
});

describe('answers the first page notes', () => {
  it('a successful answer read is noted with its status, type and text; none after they are taken', () => {
    noteAnswer('get', URL_OF, undefined, new Response(null, { status: 200, headers: { 'Content-Type': 'application/json' } }), '{"code":0}');
    noteAnswer('GET', `${URL_OF}?b=1`, undefined, new Response(null, { status: 204 }), '');
    noteAnswer('GET', `${URL_OF}?c=1`, undefined, new Response(null, { status: 500 }), 'oops');
    expect(takeNotedAnswers()).toEqual([
      { key: keyOf('GET', URL_OF, undefined), status: 200, contentType: 'application/json', text: '{"code":0}' },
      { key: keyOf('GET', `${URL_OF}?b=1`, undefined), status: 204, contentType: '', text: '' },
    ]);
    noteAnswer('GET', URL_OF, undefined, new Response(null, { status: 200 }), 'late');
    expect(takeNotedAnswers()).toEqual([]);
  });
});
