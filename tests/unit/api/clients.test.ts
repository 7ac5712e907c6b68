// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { delay, HttpResponse } from 'msw';
import { clients, only, respond, startMockServer } from './msw-helpers';
import { sessionFromQuery } from '../../../src/session/session';
import { isApiError, type ApiError } from '../../../src/api/errors';

startMockServer();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const reason: unknown = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  if (!isApiError(reason)) throw new Error(`not an ApiError: ${String(reason)}`);
  return reason;
}

describe('client one', () => {
  it('sends the marker and session headers and resolves with the body only', async () => {
    const seen = respond('get', '/x', { hello: 'world' });
    await expect(clients().one.get('/x', { a: 1, b: undefined })).resolves.toEqual({ hello: 'world' });
    const req = only(seen);
    expect(req.method).toBe('GET');
    expect(req.url.search).toBe('?a=1');
    expect(req.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(req.headers.get('crp_phe')).toBe('p1');
    expect(req.headers.get('dearest')).toBe('d1');
    expect(req.headers.get('showy')).toBe('s2');
    expect(req.headers.get('dearer')).toBe('d2');
    expect(req.headers.get('language')).toBe('en');
    expect(req.headers.get('swift')).toBeNull();
  });

  it('posts JSON bodies', async () => {
    const seen = respond('post', '/y', { ok: true });
    await clients().one.post('/y', { orderId: 'O-1', sendMsg: 0 });
    const req = only(seen);
    expect(req.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(req.body)).toEqual({ orderId: 'O-1', sendMsg: 0 });
  });
});

describe('client two', () => {
  it('form-encodes bodies, skipping absent fields, with its own headers', async () => {
    const seen = respond('post', '/z', { code: 0 });
    await clients().two.post('/z', { phone: '13800000000', note: 'a b&c', gone: undefined, nothing: null });
    const req = only(seen);
    expect(req.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(req.body).toBe('phone=13800000000&note=a+b%26c');
    expect(req.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(req.headers.get('swift')).toBe('sw');
    expect(req.headers.get('eyes')).toBe('ey');
    expect(req.headers.get('crp_phe')).toBeNull();
  });
});

describe('error normalisation', () => {
  it('times out after the configured time', async () => {
    respond('get', '/slow', async () => {
      await delay(2000);
      return HttpResponse.json({});
    });
    const started = Date.now();
    const error = await failure(clients({ timeoutMs: 50 }).one.get('/slow'));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('maps a network failure', async () => {
    respond('get', '/down', () => HttpResponse.error());
    expect((await failure(clients().two.get('/down'))).kind).toBe('network');
  });

  it('maps an HTTP error status', async () => {
    respond('post', '/boom', () => new HttpResponse('oops', { status: 500 }));
    const error = await failure(clients().one.post('/boom', {}));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
  });

  it('passes a non-JSON body through as text for the schema to reject', async () => {
    respond('get', '/html', () => HttpResponse.text('<html>maintenance</html>'));
    await expect(clients().one.get('/html')).resolves.toBe('<html>maintenance</html>');
  });

  it('aborts when the caller signal fires', async () => {
    respond('get', '/slow', async () => {
      await delay(2000);
      return HttpResponse.json({});
    });
    const controller = new AbortController();
    const pending = clients().one.get('/slow', undefined, { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('network');
  });
});

describe('defaults', () => {
  it('gives up after 60 000 ms, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      respond('get', '/hang', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      });
      let settled: string | undefined;
      const pending = clients()
        .one.get('/hang')
        .then(
          () => (settled = 'resolved'),
          (e: ApiError) => (settled = e.kind),
        );
      await vi.advanceTimersByTimeAsync(59_999);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the language flag as the language header when the page query has none', async () => {
    const seen = respond('get', '/x', {});
    await clients({ session: sessionFromQuery('?type=2') }).one.get('/x');
    expect(only(seen).headers.get('language')).toBe('es');
  });

  it('prefers an explicit language param over the flag', async () => {
    const seen = respond('get', '/x', {});
    await clients({ session: sessionFromQuery('?type=1&language=es-MX') }).one.get('/x');
    expect(only(seen).headers.get('language')).toBe('es-MX');
  });
});
