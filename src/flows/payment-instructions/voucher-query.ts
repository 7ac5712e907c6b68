import { apiError, type ApiError } from '../../api/errors';

export { voucherInputFrom } from '../../api/voucher-input';

/** The page's own refusal of a link that misses a value: no call is made, and its message is ours. */
export function badQueryError(message: string): ApiError {
  return apiError({ kind: 'business', code: BAD_QUERY, message });
}

const BAD_QUERY = 'query';

/** Whether a failure is the page's own refusal of its link (shown on the failure screen, not as a server toast). */
export const isBadQuery = (error: ApiError | null): boolean => error?.kind === 'business' && error.code === BAD_QUERY;
