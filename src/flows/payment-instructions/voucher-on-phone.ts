// The payment code kept on the phone (src/lib/kept-vouchers.ts, docs/decisions/0136), as this page
// keeps and reads it: apart from the page's first load, fetched when the voucher's answer comes.
import * as z from 'zod/mini';
import type { ApiError } from '../../api/errors';
import { VoucherSchema, type Voucher } from '../../api/voucher';
import { forgetOrderVouchers, keepVoucher, keptVoucher, type KeptVoucherKey } from '../../lib/kept-vouchers';

/** No answer from the server at all: no connection, a timeout, or a gateway that could not reach it. */
export function noConnection(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && [502, 503, 504].includes(error.status));
}

export function keepOnPhone(key: KeptVoucherKey, voucher: Voucher): void {
  keepVoucher(key, voucher);
}

/** The code kept for this key, read again at the edge as a server answer is; null when none can be shown. */
export function readFromPhone(key: KeptVoucherKey): (Voucher & { savedAt: number }) | null {
  const entry = keptVoucher(key);
  if (!entry) return null;
  const parsed = z.safeParse(VoucherSchema, entry.voucher);
  if (!parsed.success) {
    forgetOrderVouchers(key.userId, key.orderId);
    return null;
  }
  return { ...parsed.data, savedAt: entry.savedAt };
}

/** The server refused a code for this order (paid, settled, or no longer payable so): none is shown again. */
export function forgetOnPhone(key: KeptVoucherKey): void {
  forgetOrderVouchers(key.userId, key.orderId);
}
