import { voucherValues } from '../session/voucher-values';
import type { VoucherInput } from './voucher';

/**
 * The voucher request read from the page query, every value checked (decision 0092): a link with a
 * missing or unusable value is refused before any call.
 */
export function voucherInputFrom(query: Readonly<Record<string, string | undefined>>): VoucherInput | null {
  const checked = voucherValues(query);
  return checked.ok ? checked.value : null;
}
