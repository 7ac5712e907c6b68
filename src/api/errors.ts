import isAxiosError from 'axios/unsafe/helpers/isAxiosError.js';

/** What went wrong with a call, normalised for every client. */
export type ApiErrorInfo =
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'http'; status: number }
  | { kind: 'badBody'; detail: string }
  | { kind: 'business'; code: string; message: string };

export type ApiErrorKind = ApiErrorInfo['kind'];

class ApiErrorBase extends Error {
  // Set in the constructor, not as a class field: the es2020 build would ship helpers to define it.
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/**
 * Calls reject with an ApiError (an Error, so stacks and `instanceof` work); a machine's
 * `onError` receives it as `event.error` and narrows on `kind`.
 */
export type ApiError = ApiErrorBase & ApiErrorInfo;

export function apiError(info: ApiErrorInfo, cause?: unknown): ApiError {
  const error = new ApiErrorBase(describe(info), cause === undefined ? undefined : { cause });
  return Object.assign(error, info);
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiErrorBase;
}

function describe(info: ApiErrorInfo): string {
  switch (info.kind) {
    case 'http':
      return `HTTP ${info.status}`;
    case 'badBody':
      return `unexpected response: ${info.detail}`;
    case 'business':
      return info.message;
    default:
      return info.kind;
  }
}

/** Any rejection reason as an ApiError; unknown failures count as network failures. */
export function toApiError(reason: unknown): ApiError {
  if (isApiError(reason)) return reason;
  if (isAxiosError(reason)) {
    if (reason.code === 'ETIMEDOUT' || (reason.code === 'ECONNABORTED' && /timeout/i.test(reason.message))) {
      return apiError({ kind: 'timeout' }, reason);
    }
    if (reason.response) return apiError({ kind: 'http', status: reason.response.status }, reason);
  }
  return apiError({ kind: 'network' }, reason);
}

/** The server's own message, for a business error that carries one; undefined for any other failure. */
export function serverMessage(error: ApiError | null | undefined): string | undefined {
  return error?.kind === 'business' && error.message.trim() !== '' ? error.message : undefined;
}
