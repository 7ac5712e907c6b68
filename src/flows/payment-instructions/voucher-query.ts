import { apiError, type ApiError } from '../../api/errors';
import type { VoucherInput } from '../../api/voucher';

/** The voucher request read from the page query; a link missing a value is refused before any call. */
export function voucherInputFrom(query: Readonly<Record<string, string>>): VoucherInput | null {
  const { productId = '', orderId = '', amount = '', payCode = '', requestType = '' } = query;
  if (productId === '' || orderId === '' || payCode === '' || !/^\d+$/.test(amount)) return null;
  if (requestType !== '1' && requestType !== '2') return null;
  return { productId, orderId, amount, payCode, requestType };
}

export function badQueryError(message: string): ApiError {
  return apiError({ kind: 'business', code: 'query', message });
}
