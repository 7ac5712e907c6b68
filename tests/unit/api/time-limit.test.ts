// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/api/http';

// A client's time limit (src/api/http.ts): one for every call, or one per call's path, which the
// fault matrix uses to time out only the endpoint it fails (tests/reliability/fault-matrix.test.tsx).
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fetch that answers only when its request is aborted (then with the abort), like a stalled connection. */
function stalledFetch() {
  return vi.fn(
    (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

describe('the time limit of a call', () => {
  it('is asked of the limit function with the call’s own path, and only that call times out at it', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', stalledFetch());
    const asked: string[] = [];
    const client = createHttpClient({
      baseUrl: '',
      timeoutMs: (path) => (asked.push(path), path === '/maintains/v3/short' ? 100 : 60_000),
      headers: {},
      encoding: 'form',
    });
    const short = client.post('/maintains/v3/short', { a: '1' }).catch((e: unknown) => e);
    const long = client.get('/maintains/v3/long', { b: '2' }).catch((e: unknown) => e);
    let longDone = false;
    void long.then(() => (longDone = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(await short).toMatchObject({ kind: 'timeout' });
    expect(asked).toEqual(['/maintains/v3/short', '/maintains/v3/long']);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(longDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await long).toMatchObject({ kind: 'timeout' });
  });

  it('is the one number for every call when a number is given', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', stalledFetch());
    const client = createHttpClient({ baseUrl: '', timeoutMs: 250, headers: {}, encoding: 'json' });
    const call = client.post('/maintains/v3/any', { a: '1' }).catch((e: unknown) => e);
    let done = false;
    void call.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(249);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ kind: 'timeout' });
  });
});
