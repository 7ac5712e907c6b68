import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import AxiosError from 'axios/unsafe/core/AxiosError.js';
import { createHttpClient } from '../../../src/api/http';
import { apiError, toApiError } from '../../../src/api/errors';
import { successData } from '../../../src/api/envelope-code';
import { readEnvelope } from '../../../src/api/maintains';
import * as z from 'zod/mini';

// The HTTP client's edges (src/api/http.ts, errors.ts, maintains.ts, envelope-code.ts), written from
// the survivors of `node scripts/mutation-flows.mjs api-transport` (docs/mutation-score.md): a call's
// own headers beside each body's type, the caller's abort reaching the request and its listener
// removed after, a cut connection that is no time-out, and the envelope's code and message as read.

/** A client whose adapter records each request and answers when the test says. */
function recordingClient() {
  const seen: InternalAxiosRequestConfig[] = [];
  let answer: (body: unknown) => void = () => undefined;
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    return new Promise((resolve, reject) => {
      answer = (body) => resolve({ data: body, status: 200, statusText: 'OK', headers: {}, config });
      const signal = config.signal;
      if (signal instanceof AbortSignal) signal.addEventListener('abort', () => reject(new AxiosError('canceled', 'ERR_CANCELED')));
    });
  };
  const client = createHttpClient({ baseUrl: 'https://api.example.test', timeoutMs: 1_000, headers: {}, encoding: 'json', adapter });
  return { client, seen, answer: (body: unknown) => answer(body) };
}
const header = (config: InternalAxiosRequestConfig | undefined, name: string) => config?.headers.get(name);

afterEach(() => vi.useRealTimers());

describe('a call’s own headers beside its body', () => {
  const own = { 'Idempotency-Key': 'k-1' };
  it.each([
    ['JSON', { a: 1 }, 'json', 'application/json'],
    ['a form', { a: 1 }, 'form', 'application/x-www-form-urlencoded'],
  ] as const)('%s: its content type, and the call’s own header', async (_what, body, encoding, type) => {
    const { client, seen, answer } = recordingClient();
    const done = client.post('/p', body, { encoding, headers: own });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(String(header(seen[0], 'Content-Type'))).toContain(type);
    expect(header(seen[0], 'Idempotency-Key')).toBe('k-1');
    answer({});
    await done;
  });

  it.each([
    ['a FormData body', new FormData()],
    ['no body', undefined],
  ])('%s: the call’s own header', async (_what, body) => {
    const { client, seen, answer } = recordingClient();
    const done = client.post('/p', body, { headers: own });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(header(seen[0], 'Idempotency-Key')).toBe('k-1');
    answer({});
    await done;
  });
});

describe('the caller’s abort', () => {
  it('reaches the request under way; the listener is added once and removed after', async () => {
    const { client, seen } = recordingClient();
    const caller = new AbortController();
    const added = vi.spyOn(caller.signal, 'addEventListener');
    const removed = vi.spyOn(caller.signal, 'removeEventListener');
    const done = client.get('/g', {}, { signal: caller.signal });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const sent = seen[0]?.signal;
    expect(sent instanceof AbortSignal && sent.aborted).toBe(false);
    expect(added).toHaveBeenCalledWith('abort', expect.any(Function), { once: true });
    caller.abort();
    expect(sent instanceof AbortSignal && sent.aborted).toBe(true);
    void done.catch(() => undefined);
    const forwarder = added.mock.calls[0]?.[1];
    await vi.waitFor(() => expect(removed.mock.calls.map((c) => c[1])).toContain(forwarder));
  });

  it('an answer clears the time limit: it does not fire after', async () => {
    vi.useFakeTimers();
    const { client, seen, answer } = recordingClient();
    const caller = new AbortController();
    const removed = vi.spyOn(caller.signal, 'removeEventListener');
    const done = client.get('/g', {}, { signal: caller.signal });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    answer({ ok: 1 });
    await expect(done).resolves.toEqual({ ok: 1 });
    expect(vi.getTimerCount()).toBe(0);
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});

describe('errors', () => {
  it('a cut connection (ECONNABORTED without a time-out) is a network failure; with one, a time-out', () => {
    expect(toApiError(new AxiosError('Request aborted', 'ECONNABORTED')).kind).toBe('network');
    expect(toApiError(new AxiosError('timeout of 1000ms exceeded', 'ECONNABORTED')).kind).toBe('timeout');
    expect(toApiError(new AxiosError('Network Error', 'ERR_NETWORK')).kind).toBe('network');
  });

  it('an ApiError names itself, and a business error says the server’s message', () => {
    const error = apiError({ kind: 'business', code: '7', message: 'No such order' });
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('No such order');
  });
});

describe('the envelope as read', () => {
  it('its code trimmed, and its message as text: a number written out, anything else none', () => {
    expect(readEnvelope({ code: ' 800005 ', message: 'Ya pagado' }, z.unknown())).toMatchObject({
      success: false,
      code: '800005',
      message: 'Ya pagado',
    });
    expect(readEnvelope({ code: 1, message: 42 }, z.unknown())).toMatchObject({ code: '1', message: '42' });
    expect(readEnvelope({ code: 1, message: { text: 'x' } }, z.unknown())).toMatchObject({ message: '' });
    expect(readEnvelope({ code: 1 }, z.unknown())).toMatchObject({ message: '' });
  });

  it('a success needs a code that is text or a number: a list holding 0 is none', () => {
    expect(successData({ code: [0], data: { a: 1 } })).toBeNull();
    expect(successData({ code: true, data: { a: 1 } })).toBeNull();
    expect(successData({ code: ' 0 ', data: { a: 1 } })).toEqual({ a: 1 });
  });
});
