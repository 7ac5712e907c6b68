import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { createAxios } from '../../../src/api/axios-core';
import { uploadSender, xhrAdapter } from '../../../src/api/upload-adapter';

// Uploads (src/api/upload-adapter.ts, issue 44): sent with XMLHttpRequest, which reports how much of
// the body has gone; the answer read as axios reads any other; a failure, an abort and the time
// limits (by size in all, and by the client's limit since the last progress) each end it with their
// own error. A stand-in XMLHttpRequest records what the page did with it and answers as the test says.

class FakeXhr {
  static last: FakeXhr | null = null;
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  withCredentials = false;
  sent: unknown = 'nothing sent';
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
  }
  answer(status: number, text: string, headers = '') {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.responseText = text;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no XMLHttpRequest made');
  return FakeXhr.last;
};
const BASE = 'https://api.example.test';
const progress: [number, number][] = [];
const client = (withCredentials = false) =>
  createAxios(
    { baseURL: BASE, withCredentials },
    xhrAdapter((sent, total) => progress.push([sent, total])),
  );
/** A request as axios hands it to its adapter. */
const adapterConfig = (data: unknown, signal?: AbortSignal): InternalAxiosRequestConfig => ({
  url: `${BASE}/u`,
  method: 'post',
  data,
  headers: new AxiosHeaders(),
  signal,
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeXhr.last = null;
  progress.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('xhrAdapter', () => {
  it('opens the request with its method, address and headers, sends its text body, and reads the answer with its headers', async () => {
    const answer = client().request({ method: 'post', url: '/upload', data: 'a=1', headers: { 'X-Trace': 't1' } });
    await tick();
    expect(xhr().opened).toEqual(['POST', `${BASE}/upload`]);
    expect(xhr().headers['X-Trace']).toBe('t1');
    expect(xhr().withCredentials).toBe(false);
    expect(xhr().sent).toBe('a=1');
    xhr().answer(200, '{"code":0}', 'Content-Type: application/json\r\nX-Request-Id :  r-9 \r\n\r\nbrokenline\n:noname\n');
    const response = await answer;
    expect(response.data).toEqual({ code: 0 });
    expect(response.status).toBe(200);
    // Each 'name: value' line, trimmed; a line without a name or a colon is no header.
    const headers = Object.fromEntries(
      Object.entries<unknown>(Object(JSON.parse(JSON.stringify(response.headers)))).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(headers).toEqual({ 'content-type': 'application/json', 'x-request-id': 'r-9' });
  });

  it('a form is sent as it is, with no content type of the page’s own (the browser writes its boundary); credentials where the client sends them', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'photo.jpg');
    void client(true).request({ method: 'post', url: '/upload', data: form, headers: { 'Content-Type': 'multipart/form-data' } });
    await tick();
    expect(xhr().sent).toBe(form);
    expect(Object.keys(xhr().headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(xhr().withCredentials).toBe(true);
  });

  it('a body that is neither a form nor text is not sent', async () => {
    const send = xhrAdapter(() => undefined);
    void send(adapterConfig(new Uint8Array([1, 2])));
    await tick();
    expect(xhr().sent).toBeNull();
  });

  it('reports the bytes sent and the total, 0 for a total the browser cannot tell', async () => {
    void client().request({ method: 'post', url: '/upload', data: 'x' });
    await tick();
    xhr().upload.onprogress?.({ loaded: 10, total: 100, lengthComputable: true });
    xhr().upload.onprogress?.({ loaded: 20, total: 100, lengthComputable: false });
    expect(progress).toEqual([
      [10, 100],
      [20, 0],
    ]);
  });

  it('an answer with an error status fails as axios fails it', async () => {
    const answer = client().request({ method: 'post', url: '/upload', data: 'x' });
    await tick();
    xhr().answer(500, 'oops');
    await expect(answer).rejects.toMatchObject({ response: { status: 500 } });
  });

  it('a failed connection is a network error', async () => {
    const answer = client().request({ method: 'post', url: '/upload', data: 'x' });
    await tick();
    xhr().onerror?.();
    await expect(answer).rejects.toMatchObject({ code: 'ERR_NETWORK', message: 'upload failed' });
  });

  it('an abort the browser reports is a cancel', async () => {
    const answer = client().request({ method: 'post', url: '/upload', data: 'x' });
    await tick();
    xhr().onabort?.();
    await expect(answer).rejects.toMatchObject({ name: 'CanceledError' });
  });

  it('the caller’s abort cancels at once and aborts the request, once; a signal aborted before is never sent', async () => {
    const controller = new AbortController();
    const answer = client().request({ method: 'post', url: '/upload', data: 'x', signal: controller.signal });
    await tick();
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'CanceledError' });
    expect(xhr().aborted).toBe(true);
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));

    // Aborted before the adapter runs (axios itself checks first; the adapter checks again).
    const before = new AbortController();
    before.abort();
    FakeXhr.last = null;
    const send = xhrAdapter(() => undefined);
    await expect(send(adapterConfig('x', before.signal))).rejects.toMatchObject({
      name: 'CanceledError',
    });
    expect(xhr().sent).toBe('nothing sent');
  });

  it('an answer removes its abort listener: a later abort changes nothing', async () => {
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const answer = client().request({ method: 'post', url: '/upload', data: 'x', signal: controller.signal });
    await tick();
    expect(added).toHaveBeenCalledWith('abort', expect.any(Function), { once: true });
    xhr().answer(200, '{}');
    await answer;
    controller.abort();
    expect(xhr().aborted).toBe(false);
  });
});

describe('uploadSender', () => {
  const request = { method: 'POST' as const, url: '/upload', data: 'x' };
  const axios = () => createAxios({ baseURL: BASE });

  it('sends through XMLHttpRequest with the progress forwarded, and gives the answer’s body', async () => {
    const seen: [number, number][] = [];
    const answer = uploadSender({ bytes: 4000, onProgress: (s, t) => seen.push([s, t]) })(axios(), 60_000, request, undefined);
    await tick();
    xhr().upload.onprogress?.({ loaded: 1, total: 2, lengthComputable: true });
    xhr().answer(200, '{"code":0,"data":"ok"}');
    await expect(answer).resolves.toEqual({ code: 0, data: 'ok' });
    expect(seen).toEqual([[1, 2]]);
  });

  it('times out once nothing has moved for the client’s limit, and not while progress keeps coming', async () => {
    vi.useFakeTimers();
    const answer = uploadSender({ bytes: 1_000_000 })(axios(), 1_000, request, undefined);
    const failed = answer.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(900);
    xhr().upload.onprogress?.({ loaded: 1, total: 2, lengthComputable: true });
    await vi.advanceTimersByTimeAsync(900);
    expect(xhr().aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(xhr().aborted).toBe(true);
    expect(await failed).toMatchObject({ kind: 'timeout' });
  });

  it('times out after the client’s limit when nothing moves at all', async () => {
    vi.useFakeTimers();
    const answer = uploadSender({ bytes: 1_000_000 })(axios(), 1_000, request, undefined);
    const failed = answer.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(xhr().aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(xhr().aborted).toBe(true);
    expect(await failed).toMatchObject({ kind: 'timeout' });
  });

  it('times out by its size in all, whatever the progress', async () => {
    vi.useFakeTimers();
    const answer = uploadSender({ bytes: 2_000 })(axios(), 1_000, request, undefined);
    const failed = answer.catch((e: unknown) => e);
    // 1 s for a small call and 1 s for 2,000 bytes: 2 s in all, progress every 0.45 s.
    for (let step = 1; step <= 4; step++) {
      await vi.advanceTimersByTimeAsync(450);
      xhr().upload.onprogress?.({ loaded: step * 400, total: 2_000, lengthComputable: true });
    }
    expect(xhr().aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(xhr().aborted).toBe(true);
    expect(await failed).toMatchObject({ kind: 'timeout' });
  });

  it('without XMLHttpRequest: the client’s own adapter, its limit by size only', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const adapter = vi.fn((config: { signal?: unknown }) => {
      signal = config.signal instanceof AbortSignal ? config.signal : undefined;
      return new Promise<never>(() => undefined);
    });
    const answer = uploadSender({ bytes: 2_000 })(createAxios({ baseURL: BASE }, adapter), 1_000, request, undefined);
    void answer.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(adapter).toHaveBeenCalledOnce();
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(signal?.aborted).toBe(true);
  });

  it('the caller’s abort, before or during, stops it (a failure, not a time-out); the listener removed after', async () => {
    const during = new AbortController();
    const added = vi.spyOn(during.signal, 'addEventListener');
    const removed = vi.spyOn(during.signal, 'removeEventListener');
    const answer = uploadSender({ bytes: 10 })(axios(), 60_000, request, during.signal);
    await tick();
    expect(added).toHaveBeenCalledWith('abort', expect.any(Function), { once: true });
    during.abort();
    await expect(answer).rejects.toMatchObject({ kind: 'network' });
    expect(xhr().aborted).toBe(true);
    expect(removed).toHaveBeenCalledWith('abort', added.mock.calls[0]?.[1]);

    const before = new AbortController();
    before.abort();
    FakeXhr.last = null;
    await expect(uploadSender({ bytes: 10 })(axios(), 60_000, request, before.signal)).rejects.toMatchObject({ kind: 'network' });
    expect(FakeXhr.last).toBeNull();
  });

  it('an answer clears both timers: nothing expires after it', async () => {
    vi.useFakeTimers();
    const answer = uploadSender({ bytes: 10 })(axios(), 1_000, request, undefined);
    await vi.advanceTimersByTimeAsync(1);
    xhr().answer(200, '{"code":0}');
    await answer;
    expect(vi.getTimerCount()).toBe(0);
  });
});
