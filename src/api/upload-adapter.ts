import type { AxiosAdapter, AxiosResponse } from 'axios';
import AxiosError from 'axios/unsafe/core/AxiosError.js';
import AxiosHeaders from 'axios/unsafe/core/AxiosHeaders.js';
import CanceledError from 'axios/unsafe/cancel/CanceledError.js';
import settle from 'axios/unsafe/core/settle.js';
import { fetchCall } from './axios-core';

// Loaded with the first upload (src/api/http.ts imports it then): no page's first load carries it.

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
