import { readMinorAmount, readOptionalId } from '../../lib/acted-on';
import { isRecord } from '../../lib/record';
import type { PendingCommit, RestoredCommit } from '../../../machines/bank-repayment/bank-repayment.types';
import { secondsLeft } from '../../../machines/shared/countdown';

// The commit waiting for its SMS code survives a reload of the tab (sessionStorage), so the page
// reopens the SMS step for it instead of letting the borrower commit the same payment again.
export const PENDING_COMMIT_KEY = 'bankRepayment.pendingCommit';

/**
 * How long a pending commit is kept: 15 minutes (docs/decisions/0097). It holds the repayToken and
 * the card; the spec gives the SMS code no lifetime, and a bank's payment code lives minutes, so a
 * commit older than this is started again rather than resumed.
 */
export const PENDING_MAX_AGE_MS = 15 * 60 * 1000;

/** A clock set back by this much still reads a commit saved "later". */
const CLOCK_SKEW_MS = 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isPending(value: unknown): value is PendingCommit {
  if (!isRecord(value)) return false;
  const v = value;
  const card = v.card;
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
    isRecord(card) &&
    ['id', 'bankName', 'cardNo', 'bankCode'].every((k) => typeof card[k] === 'string')
  );
}

/** The stored commit's saved-at time when it is still fresh at `now`, else null. */
function freshSavedAt(value: unknown, now: number): number | null {
  if (!isRecord(value)) return null;
  const savedAt = value.savedAt;
  const fresh = typeof savedAt === 'number' && Number.isFinite(savedAt) && now - savedAt <= PENDING_MAX_AGE_MS && savedAt - now <= CLOCK_SKEW_MS;
  return fresh ? savedAt : null;
}

/** What is stored under the key, parsed; null when nothing is, or `undefined` when it is not JSON. */
function storedValue(): unknown {
  const raw = storage()?.getItem(PENDING_COMMIT_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const pendingOf = (v: PendingCommit): PendingCommit => ({
  repayRecordId: v.repayRecordId,
  orderId: v.orderId,
  repayToken: v.repayToken,
  card: v.card,
  amount: v.amount,
  couponId: v.couponId,
});

/**
 * The stored pending commit of this order, or null (none, another order's, unreadable, with no
 * saved-at time, or older than PENDING_MAX_AGE_MS at `now`). One that is not usable is removed.
 */
export function readPendingCommit(orderId: string, now: number = Date.now()): PendingCommit | null {
  try {
    const value = storedValue();
    if (value === null) return null;
    if (!isPending(value) || freshSavedAt(value, now) === null) {
      clearPendingCommit();
      return null;
    }
    return value.orderId === orderId ? pendingOf(value) : null;
  } catch {
    clearPendingCommit();
    return null;
  }
}

/**
 * The stored pending commit of this order as readPendingCommit reads it, with the seconds left at
 * `now` of its resend countdown, counted from when its last code was sent (docs/decisions/0137): a
 * reload does not start the 60 s again, nor let a resend out before them.
 */
export function readPendingCode(orderId: string, now: number = Date.now()): RestoredCommit | null {
  const pending = readPendingCommit(orderId, now);
  if (!pending) return null;
  const stored = storedValue();
  const sentAt = isRecord(stored) && typeof stored.sentAt === 'number' ? stored.sentAt : freshSavedAt(stored, now);
  return sentAt === null ? pending : { ...pending, remaining: secondsLeft(sentAt, now) };
}

/** Saved on each commit and resend that sends a code: `now` is when that code was sent. */
export function savePendingCommit(pending: PendingCommit | null, now: number = Date.now()): void {
  try {
    if (!pending) return;
    // The commit's age counts from when it was first stored: saving it again (a resend, a resumed
    // step) keeps that time.
    const before = storedValue();
    const kept = isPending(before) && before.repayRecordId === pending.repayRecordId ? freshSavedAt(before, now) : null;
    const savedAt = kept ?? now;
    storage()?.setItem(PENDING_COMMIT_KEY, JSON.stringify({ ...pendingOf(pending), savedAt, sentAt: now }));
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

function storeRaw(value: Record<string, unknown>): void {
  try {
    storage()?.setItem(PENDING_COMMIT_KEY, JSON.stringify(value));
  } catch {
    // Storage full or blocked: a reload counts from the last code kept.
  }
}

/**
 * A resend leaves at `now`: its code counts as sent from now, so a reload while it is on its way
 * neither starts the 60 s again nor offers a second resend (docs/decisions/0137); the last code's
 * time is kept beside it for when the resend is answered with an error.
 */
export function markResending(now: number = Date.now()): void {
  const stored = storedValue();
  if (!isPending(stored) || !isRecord(stored)) return;
  const last = typeof stored.sentAt === 'number' ? stored.sentAt : freshSavedAt(stored, now);
  storeRaw({ ...stored, sentAt: now, ...(last === null ? {} : { lastSentAt: last }) });
}

/** The resend was answered with an error: no code left, and the countdown is the last code's again. */
export function unmarkResending(): void {
  const stored = storedValue();
  if (!isRecord(stored) || typeof stored.lastSentAt !== 'number') return;
  const { lastSentAt, ...rest } = stored;
  storeRaw({ ...rest, sentAt: lastSentAt });
}
