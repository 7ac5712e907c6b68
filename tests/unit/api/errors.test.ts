import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { apiError, isApiError, toApiError } from '../../../src/api/errors';

const config = { headers: new AxiosHeaders() };

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = apiError({ kind: 'business', code: '7', message: 'No' });
    expect(toApiError(error)).toBe(error);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('No');
  });

  it('maps axios time-outs, both spellings', () => {
    expect(toApiError(new AxiosError('timeout of 50ms exceeded', 'ECONNABORTED')).kind).toBe('timeout');
    expect(toApiError(new AxiosError('timeout', 'ETIMEDOUT')).kind).toBe('timeout');
  });

  it('maps a response status to http', () => {
    const response = { status: 404, statusText: '', headers: {}, config, data: '' };
    const error = toApiError(new AxiosError('nope', 'ERR_BAD_REQUEST', config, undefined, response));
    expect(error).toMatchObject({ kind: 'http', status: 404 });
  });

  it('maps anything else to network and keeps the cause', () => {
    const cause = new TypeError('boom');
    const error = toApiError(cause);
    expect(error.kind).toBe('network');
    expect(error.cause).toBe(cause);
    expect(toApiError(new AxiosError('Network Error', 'ERR_NETWORK')).kind).toBe('network');
  });

  it('narrows on kind', () => {
    const error = toApiError(apiError({ kind: 'badBody', detail: 'amount: not a number' }));
    expect(isApiError(error)).toBe(true);
    if (error.kind !== 'badBody') throw new Error('wrong kind');
    expect(error.detail).toBe('amount: not a number');
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
