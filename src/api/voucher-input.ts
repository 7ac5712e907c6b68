import type { VoucherInput } from './voucher';

/** The voucher request read from the page query; a link missing a value is refused before any call. */
export function voucherInputFrom(query: Readonly<Record<string, string | undefined>>): VoucherInput | null {
  const { productId = '', orderId = '', amount = '', payCode = '', requestType = '' } = query;
  if (productId === '' || orderId === '' || payCode === '' || !/^\d+$/.test(amount)) return null;
  if (requestType !== '1' && requestType !== '2') return null;
  return { productId, orderId, amount, payCode, requestType };
}
