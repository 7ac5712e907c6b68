// The payment code kept on the phone (src/lib/kept-vouchers.ts, docs/decisions/0136), as this page
// keeps and reads it: apart from the page's first load, fetched when the voucher's answer comes. A
// fresh code is kept; with no connection the kept one is the answer; a refusal forgets the order's.
import * as z from 'zod/mini';
import { toApiError, type ApiError } from '../../api/errors';
import { VoucherSchema, type Voucher, type VoucherInput } from '../../api/voucher';
import { forgetOrderVouchers, keepVoucher, keptVoucher, keptVoucherKey, type KeptVoucherKey } from '../../lib/kept-vouchers';

/** No answer from the server at all: no connection, a timeout, or a gateway that could not reach it. */
export function noConnection(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && [502, 503, 504].includes(error.status));
}

/** The key of the code a link asks for: its user, read at the edge (no usable userId, no key), and what it names. */
export function keyOf(userId: string, input: VoucherInput): KeptVoucherKey | null {
  return keptVoucherKey(userId, input);
}

/** Keeps the code the server just gave for this link's user, order, channel, type and amount. */
export function keepOnPhone(userId: string, input: VoucherInput, voucher: Voucher): void {
  const key = keyOf(userId, input);
  if (key) keepVoucher(key, voucher);
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

/** The code kept for a link's user and what it names, when one can be shown; marked with `savedAt` as an offline answer is. */
export function keptFor(userId: string, input: VoucherInput): (Voucher & { savedAt: number }) | null {
  const key = keyOf(userId, input);
  return key ? readFromPhone(key) : null;
}

/** The server refused a code for this order (paid, settled, or no longer payable so): none is shown again. */
export function forgetOnPhone(key: KeptVoucherKey): void {
  forgetOrderVouchers(key.userId, key.orderId);
}

/**
 * What the page's call gives when it failed: with no connection, the code kept for this key when one
 * can still be shown (marked with `savedAt`); otherwise the failure, after forgetting the order's
 * codes when the server refused.
 */
export function keptOrFailure(userId: string, input: VoucherInput, reason: unknown): Voucher & { savedAt: number } {
  const error = toApiError(reason);
  const key = keyOf(userId, input);
  if (!key) throw error;
  if (error.kind === 'business') forgetOnPhone(key);
  const kept = noConnection(error) ? readFromPhone(key) : null;
  if (kept) return kept;
  throw error;
}
