import { apiError, type ApiError } from '../../api/errors';

export { voucherInputFrom } from '../../api/voucher-input';

export function badQueryError(message: string): ApiError {
  return apiError({ kind: 'business', code: 'query', message });
}
