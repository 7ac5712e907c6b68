import type { AxiosAdapter, AxiosResponse } from 'axios';
import AxiosError from 'axios/unsafe/core/AxiosError.js';
import AxiosHeaders from 'axios/unsafe/core/AxiosHeaders.js';
import CanceledError from 'axios/unsafe/cancel/CanceledError.js';
import settle from 'axios/unsafe/core/settle.js';
import { fetchCall } from './axios-core';
import type { BuiltRequest, Sender } from './http';
import { apiError, toApiError } from './errors';

// Uploads, loaded with the first one (src/api/http.ts imports this then): no page's first load carries it.

/** What an upload says about itself: its size (its time limit follows it) and where its progress goes. */
export interface UploadOptions {
  bytes: number;
  onProgress?: (sent: number, total: number) => void;
}

/**
 * Sends with XMLHttpRequest, the one browser API that tells how much of a request body has gone
 * (fetch does not): for uploads, whose progress the borrower sees and whose time limit follows it
 * (src/api/http.ts). `onProgress` gets the bytes sent and the total.
 */
export function xhrAdapter(onProgress: (sent: number, total: number) => void): AxiosAdapter {
  return (config) => {
    const { url, init } = fetchCall(config);
    const signal = init.signal;
    return new Promise<AxiosResponse>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      // Settled at once, whether or not this XMLHttpRequest reports its abort.
      const onAbort = () => {
        done();
        reject(new CanceledError(undefined, config, null));
        xhr.abort();
      };
      const done = () => signal?.removeEventListener('abort', onAbort);
      xhr.open(init.method, url);
      for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
      xhr.withCredentials = init.credentials === 'include';
      xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
      xhr.onload = () => {
        done();
        const headers = new AxiosHeaders();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        settle(resolve, reject, { data: xhr.responseText, status: xhr.status, statusText: xhr.statusText, headers, config, request: null });
      };
      xhr.onerror = () => {
        done();
        reject(AxiosError.from(new Error('upload failed'), AxiosError.ERR_NETWORK, config, null));
      };
      xhr.onabort = () => {
        done();
        reject(new CanceledError(undefined, config, null));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const body: unknown = config.data;
      xhr.send(body instanceof FormData || typeof body === 'string' ? body : null);
    });
  };
}

/**
 * How long an upload of `bytes` may take in all: the client's limit for a small call (60 s) plus
 * the time to send it at 2 KB/s (a poor 2G link); a 1 MB photo gets about 10 minutes.
 */
export function uploadLimitMs(bytes: number, smallCallMs: number): number {
  return smallCallMs + Math.ceil(bytes / 2);
}

/**
 * What sends an upload of `bytes` (a client's `send` option): its time limit follows its size
 * (uploadLimitMs) and, where the browser reports progress (XMLHttpRequest), it fails once nothing
 * has moved for the client's limit: a slow photo that keeps going is never cut at 60 s. Without
 * XMLHttpRequest, the client's fetch adapter and the limit by size.
 */
export const uploadSender =
  (upload: UploadOptions): Sender =>
  (axios, timeoutMs, request: BuiltRequest, signal) =>
    sendUpload(axios, timeoutMs, request, signal, upload);

async function sendUpload(
  axios: Parameters<Sender>[0],
  timeoutMs: number,
  request: BuiltRequest,
  signal: AbortSignal | undefined,
  upload: UploadOptions,
): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  const timer = setTimeout(expire, uploadLimitMs(upload.bytes, timeoutMs));
  let stall: ReturnType<typeof setTimeout> | undefined;
  const withProgress = typeof XMLHttpRequest !== 'undefined';
  if (withProgress) stall = setTimeout(expire, timeoutMs);
  const adapter = withProgress
    ? xhrAdapter((sent, total) => {
        clearTimeout(stall);
        stall = setTimeout(expire, timeoutMs);
        upload.onProgress?.(sent, total);
      })
    : undefined;
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await axios.request({ ...request, signal: controller.signal, ...(adapter ? { adapter } : {}) });
    return response.data;
  } catch (reason) {
    throw timedOut ? apiError({ kind: 'timeout' }, reason) : toApiError(reason);
  } finally {
    clearTimeout(timer);
    clearTimeout(stall);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
