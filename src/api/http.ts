import type { AxiosAdapter } from 'axios';
import { createAxios } from './axios-core';
import type { QueryValue } from '../session/query';
import { formEncode, appendQuery, REQUESTED_WITH, type FormBody } from './request-parts';
import { apiError, toApiError } from './errors';
import { nextTask } from '../lib/next-task';

export { formEncode, appendQuery, type FormBody, type FormValue } from './request-parts';

export const DEFAULT_TIMEOUT_MS = 60_000;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** Per-call options every endpoint function accepts last. */
export interface CallOptions {
  /** Aborts the request (pass the `signal` of XState's fromPromise). */
  signal?: AbortSignal;
  /** Headers of this POST only (an Idempotency-Key: ./idempotency.ts). */
  headers?: Record<string, string>;
  /** Sent now, never answered from an answer sent ahead or kept (./early-response.ts): a read that settles a held call (0133). */
  fresh?: boolean;
}

/** A request as the client built it, and what sends it (the client's own way: `send` below). */
export interface BuiltRequest {
  method: 'GET' | 'POST';
  url: string;
  data?: unknown;
  headers?: Record<string, string>;
}
export type Sender = (
  axios: ReturnType<typeof createAxios>,
  timeoutMs: number,
  request: BuiltRequest,
  signal: AbortSignal | undefined,
) => Promise<unknown>;

export interface RequestOptions extends CallOptions {
  /** Overrides the client's body encoding for this call. */
  encoding?: 'json' | 'form';
  /** Sends the call another way than the client's (an upload: src/api/upload-adapter.ts, its progress and time limit). */
  send?: Sender;
}

/** A client that resolves with the response body only and rejects with an ApiError. */
export interface HttpClient {
  get(path: string, query?: QueryParams, options?: RequestOptions): Promise<unknown>;
  post(path: string, body?: FormBody | FormData, options?: RequestOptions): Promise<unknown>;
}

/** A client's time limit in ms: one for every call, or one per call's path (tests: only the failing endpoint's is short). */
export type TimeLimit = number | ((path: string) => number);

export interface HttpClientOptions {
  baseUrl: string;
  timeoutMs: TimeLimit;
  headers: Readonly<Record<string, string>>;
  encoding: 'json' | 'form';
  /** Sends the request; the fetch adapter unless given (src/app/hops sends a next page's requests ahead with another). */
  adapter?: AxiosAdapter;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  // Built on the first call: a page renders (and makes its clients) before it sends anything.
  let axios: ReturnType<typeof createAxios> | undefined;
  const instance = () => (axios ??= createAxios({ baseURL: options.baseUrl, headers: { ...REQUESTED_WITH, ...options.headers } }, options.adapter));

  // A call's own headers (an Idempotency-Key) join the body's.
  function bodyFor(
    body: FormBody | FormData | undefined,
    encoding: 'json' | 'form',
    own?: Record<string, string>,
  ): { data: unknown; headers: Record<string, string> } {
    if (body === undefined) return { data: undefined, headers: { ...own } };
    if (body instanceof FormData) return { data: body, headers: { ...own } };
    if (encoding === 'form') {
      return { data: formEncode(body), headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...own } };
    }
    return { data: body, headers: { 'Content-Type': 'application/json', ...own } };
  }

  // The app's own requests are built and sent in a task of their own, not in the one that asked (a
  // machine's start in React's effects): axios's work is a piece of its own (0140). A client with
  // its own adapter (the next-tap code's, sending a next page's requests with the tap) sends at once.
  const send: typeof sendNow = options.adapter
    ? sendNow
    : async (...args) => {
        await nextTask();
        return sendNow(...args);
      };
  const { timeoutMs } = options;
  const limit = (path: string) => (typeof timeoutMs === 'number' ? timeoutMs : timeoutMs(path));
  return {
    get: (path, query, opts = {}) => send(instance, limit(path), { method: 'GET', url: appendQuery(path, query) }, opts),
    post: (path, body, opts = {}) => {
      const { data, headers } = bodyFor(body, opts.encoding ?? options.encoding, opts.headers);
      return send(instance, limit(path), { method: 'POST', url: path, data, headers }, opts, opts.send);
    },
  };
}

// The time limit is our own timer (the fetch adapter has none): it aborts the request, and a
// borrower on a slow network never waits longer than the client's limit. An upload has a limit of
// its own, by its size and progress (its `send`, src/api/upload-adapter.ts).
async function sendNow(
  instance: () => ReturnType<typeof createAxios>,
  timeoutMs: number,
  request: BuiltRequest,
  { signal, fresh }: CallOptions,
  sender?: Sender,
): Promise<unknown> {
  if (sender) return sender(instance(), timeoutMs, request, signal);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await instance().request({ ...request, signal: controller.signal, fresh });
    return response.data;
  } catch (reason) {
    throw timedOut ? apiError({ kind: 'timeout' }, reason) : toApiError(reason);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
