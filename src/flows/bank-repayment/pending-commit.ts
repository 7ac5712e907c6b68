import { readMinorAmount, readOptionalId } from '../../lib/acted-on';
import type { PendingCommit } from '../../../machines/bank-repayment/bank-repayment.types';

// The commit waiting for its SMS code survives a reload of the tab (sessionStorage), so the page
// reopens the SMS step for it instead of letting the borrower commit the same payment again.
export const PENDING_COMMIT_KEY = 'bankRepayment.pendingCommit';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isPending(value: unknown): value is PendingCommit {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const card = v.card as Record<string, unknown> | null | undefined;
  return (
    typeof v.repayRecordId === 'string' &&
    v.repayRecordId !== '' &&
    typeof v.orderId === 'string' &&
    typeof v.repayToken === 'string' &&
    // A resend carries the committed amount and coupon: read again like any acted-on value.
    typeof v.amount === 'string' &&
    readMinorAmount(v.amount).ok &&
    typeof v.couponId === 'string' &&
    readOptionalId(v.couponId).ok &&
    typeof card === 'object' &&
    card !== null &&
    ['id', 'bankName', 'cardNo', 'bankCode'].every((k) => typeof card[k] === 'string')
  );
}

/** The stored pending commit of this order, or null (none, another order's, or unreadable). */
export function readPendingCommit(orderId: string): PendingCommit | null {
  try {
    const raw = storage()?.getItem(PENDING_COMMIT_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isPending(value) && value.orderId === orderId ? value : null;
  } catch {
    return null;
  }
}

export function savePendingCommit(pending: PendingCommit | null): void {
  try {
    if (pending) storage()?.setItem(PENDING_COMMIT_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the server's repayToken still refuses a second payment (800005).
  }
}

export function clearPendingCommit(): void {
  try {
    storage()?.removeItem(PENDING_COMMIT_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
