import type * as z from 'zod/mini';
import type { CommonQuery } from '../session/common-query';
import { isZeroCode } from './envelope-code';
import { apiError } from './errors';
import { maintainsPath } from './endpoints';
import { appendQuery, type CallOptions, type FormBody, type HttpClient, type QueryParams, type Sender } from './http';
import { parseBody } from './schema-kit';
import { isRecord } from '../lib/record';
import { nextTask } from '../lib/next-task';

/** The shared helper's answer: a business failure is returned (success false), not thrown. */
export type MaintainsResult<T> =
  | { success: true; code: string; message: string; data: T; raw: unknown }
  | { success: false; code: string; message: string; data: unknown; raw: unknown };

export interface MaintainsCallOptions extends CallOptions {
  /** Passed to the clients' `onLoading` hook before the call; the hook's return runs after it. */
  loadingText?: string;
  /** Sends a POST another way (an upload: src/api/upload-adapter.ts). */
  send?: Sender;
}

export interface MaintainsHelper {
  post<S extends z.ZodMiniType>(
    endpoint: string,
    body: FormBody | FormData | undefined,
    data: S,
    options?: MaintainsCallOptions,
  ): Promise<MaintainsResult<z.output<S>>>;
  get<S extends z.ZodMiniType>(
    endpoint: string,
    params: QueryParams | undefined,
    data: S,
    options?: MaintainsCallOptions,
  ): Promise<MaintainsResult<z.output<S>>>;
}

export { isZeroCode };

/**
 * Reads the envelope: `code` (falling back to `status`), `message` and `data`. A missing code or
 * a body that is not a JSON object is a 'badBody' error; `data` is parsed only on success.
 */
export function readEnvelope<S extends z.ZodMiniType>(raw: unknown, data: S): MaintainsResult<z.output<S>> {
  if (!isRecord(raw)) throw apiError({ kind: 'badBody', detail: 'response is not a JSON object' });
  const body = raw;
  const rawCode = body.code ?? body.status;
  if (typeof rawCode !== 'string' && typeof rawCode !== 'number') {
    throw apiError({ kind: 'badBody', detail: 'code: missing' });
  }
  const code = String(rawCode).trim();
  const message = typeof body.message === 'string' || typeof body.message === 'number' ? String(body.message) : '';
  if (!isZeroCode(code)) return { success: false, code, message, data: body.data, raw };
  return { success: true, code, message, data: parseBody(data, body.data), raw };
}

/** The data of a successful result, or an ApiError 'business' carrying the code and message. */
export function unwrap<T>(result: MaintainsResult<T>): T {
  if (result.success) return result.data;
  throw apiError({ kind: 'business', code: result.code, message: result.message });
}

export function createMaintainsHelper(client: HttpClient, commonQuery: CommonQuery, onLoading?: (text: string) => () => void): MaintainsHelper {
  async function call<S extends z.ZodMiniType>(send: () => Promise<unknown>, data: S, options: MaintainsCallOptions) {
    const hide = options.loadingText !== undefined && onLoading ? onLoading(options.loadingText) : undefined;
    try {
      const raw = await send();
      // The answer read in a task of its own, and handed on in the next: the parse, and the
      // machine's step and the page's render it brings, are separate pieces (0140).
      await nextTask();
      const result = readEnvelope(raw, data);
      await nextTask();
      return result;
    } finally {
      hide?.();
    }
  }
  const url = (endpoint: string) => appendQuery(maintainsPath(endpoint), commonQuery);
  return {
    post: (endpoint, body, data, options = {}) => call(() => client.post(url(endpoint), body, { ...options, encoding: 'form' }), data, options),
    get: (endpoint, params, data, options = {}) => call(() => client.get(url(endpoint), params, options), data, options),
  };
}
