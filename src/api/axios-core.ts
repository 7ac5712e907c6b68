import type { AxiosAdapter, AxiosRequestConfig, AxiosResponse } from 'axios';
import Axios from 'axios/unsafe/core/Axios.js';
import AxiosError from 'axios/unsafe/core/AxiosError.js';
import AxiosHeaders from 'axios/unsafe/core/AxiosHeaders.js';
import CanceledError from 'axios/unsafe/cancel/CanceledError.js';
import mergeConfig from 'axios/unsafe/core/mergeConfig.js';
import defaults from 'axios/unsafe/defaults/index.js';
import settle from 'axios/unsafe/core/settle.js';
import buildFullPath from 'axios/unsafe/core/buildFullPath.js';
import buildURL from 'axios/unsafe/helpers/buildURL.js';
import { noteAnswer, takeEarly } from './early-response';

/**
 * axios's request pipeline (config merging, headers, request and response transforms,
 * interceptors, status checks, AxiosError) with a fetch adapter, built from axios's own modules.
 * The package's main entry attaches every helper to the default instance and pulls in the XHR
 * adapter with its progress and cookie helpers, none of which this app uses (~3 KB gzip on every
 * loan page). Same adapter in tests and browsers; see docs/decisions/0042-axios-core.md.
 */
export function createAxios(config: AxiosRequestConfig, adapter: AxiosAdapter = fetchAdapter): InstanceType<typeof Axios> {
  return new Axios(mergeConfig(defaults, { ...config, adapter }));
}

/** The `fetch` call a request's config makes: its URL and init (src/app/hops sends it ahead). */
export function fetchCall(config: Parameters<AxiosAdapter>[0]) {
  const url = buildURL(buildFullPath(config.baseURL, config.url, config.allowAbsoluteUrls), config.params, config.paramsSerializer);
  const headers = AxiosHeaders.from(config.headers);
  // The browser writes the multipart boundary itself.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) headers.delete('content-type');
  // axios types the body `any`; by here it is what its transform made of the data (text, FormData).
  const body: BodyInit | undefined = config.data ?? undefined;
  const init = {
    method: (config.method ?? 'get').toUpperCase(),
    // With `true`, every value is a string (a list is joined), as fetch wants.
    headers: Object.fromEntries(Object.entries(headers.toJSON(true)).map(([name, value]) => [name, String(value)])),
    body,
    // axios types the signal by its shape; it is the AbortController's that src/api/http.ts made.
    // eslint-disable-next-line no-restricted-syntax -- a library's type at its boundary (docs/decisions/0113-no-casts.md)
    signal: config.signal as AbortSignal | undefined,
    credentials: config.withCredentials ? 'include' : 'same-origin',
  } satisfies RequestInit;
  return { url, init };
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Never answered from an answer sent ahead: a read that settles a held call must be requested now (docs/decisions/0133). */
    fresh?: boolean;
  }
}

/** Sends with `fetch`; resolves with the body as text (axios's JSON transform parses it). */
export const fetchAdapter: AxiosAdapter = async (config) => {
  const { url, init } = fetchCall(config);
  const signal = init.signal;
  const fail = (cause: unknown): never => {
    if (signal?.aborted) throw new CanceledError(undefined, config, null);
    throw AxiosError.from(cause, AxiosError.ERR_NETWORK, config, null);
  };
  let response: Response;
  let data: string;
  try {
    // The page's first request may already be on its way (src/api/early-response.ts).
    const early = config.fresh ? undefined : takeEarly(init.method, url, config.data);
    response = await (early ? untilAborted(early, signal) : fetch(url, init));
    data = await response.text();
    noteAnswer(init.method, url, config.data, response, data);
  } catch (cause) {
    return fail(cause);
  }
  const result: AxiosResponse = {
    data,
    status: response.status,
    statusText: response.statusText,
    headers: new AxiosHeaders(Object.fromEntries(response.headers.entries())),
    config,
    request: null,
  };
  return new Promise<AxiosResponse>((resolve, reject) => settle(resolve, reject, result));
};

/** `promise`, or a rejection as soon as `signal` aborts (a time-out or a cancelled call). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
