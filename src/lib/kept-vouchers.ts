// Payment codes kept on this phone, so the payment code page opens at the store's counter with no
// signal (docs/decisions/0136). Per user, order, channel and payment type; in the app's own storage
// (localStorage: every tab and every later visit of this origin), never sent anywhere. A code is
// given back only while it can still be right: no newer one replaced it, the order was not seen
// paid, and it is young enough (KEPT_VOUCHER_MAX_AGE_MS, the same day on the phone's clock).
// Anything else is removed when met.
import { readId } from './acted-on';

const STORE_KEY = 'loan-journey.kept-vouchers';
/** How long a code may be shown without a connection after the server gave it: 12 hours. */
export const KEPT_VOUCHER_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** At most this many codes on the phone (the newest kept). */
const MAX_ENTRIES = 20;

/** Whose code, for which order, channel, payment type and amount in minor units. */
export interface KeptVoucherKey {
  userId: string;
  orderId: string;
  payCode: string;
  requestType: string;
  amount: string;
}

/**
 * The key of the code a link asks for: its user, read at the edge (no usable userId, no key), and
 * what it names. One reader for the page (flows/payment-instructions/voucher-on-phone.ts) and the
 * inline script's kept code (first-paint/kept-voucher-paint.ts), so both find the same code.
 */
export function keptVoucherKey(
  userId: string | undefined,
  input: { orderId: string; payCode: string; requestType: string | number; amount: string | number },
): KeptVoucherKey | null {
  const user = readId(userId);
  if (!user.ok) return null;
  const { orderId, payCode } = input;
  return { userId: user.value, orderId, payCode, requestType: String(input.requestType), amount: String(input.amount) };
}

/** A code as the server last gave it (`voucher`, read again at the edge by the page) and when. */
export interface KeptVoucher extends KeptVoucherKey {
  savedAt: number;
  voucher: unknown;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A webview with storage turned off throws on access: nothing is kept there.
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const KEY_FIELDS = ['userId', 'orderId', 'payCode', 'requestType', 'amount'] as const;

function isEntry(value: unknown): value is KeptVoucher {
  return (
    isRecord(value) &&
    KEY_FIELDS.every((field) => typeof value[field] === 'string' && value[field] !== '') &&
    typeof value.savedAt === 'number' &&
    Number.isFinite(value.savedAt) &&
    'voucher' in value
  );
}

function readAll(store: Storage): KeptVoucher[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(STORE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writeAll(store: Storage, entries: readonly KeptVoucher[]): void {
  try {
    if (entries.length === 0) store.removeItem(STORE_KEY);
    else store.setItem(STORE_KEY, JSON.stringify(entries.slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or refused: the code is simply not kept.
  }
}

const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/**
 * Whether a code kept at `savedAt` can still be shown at `now`: not from the future (the clock was
 * set back), at most KEPT_VOUCHER_MAX_AGE_MS old, and from the same day on the phone's clock.
 */
export function keptVoucherFresh(savedAt: number, now: number): boolean {
  return savedAt <= now && now - savedAt <= KEPT_VOUCHER_MAX_AGE_MS && sameDay(savedAt, now);
}

const sameCode = (a: KeptVoucherKey, b: KeptVoucherKey) =>
  a.userId === b.userId && a.orderId === b.orderId && a.payCode === b.payCode && a.requestType === b.requestType;

/** Keeps the code the server just gave; it replaces any earlier one for the same order and channel. */
export function keepVoucher(key: KeptVoucherKey, voucher: unknown, now: number = Date.now()): void {
  const store = storage();
  if (!store) return;
  const others = readAll(store).filter((e) => !sameCode(e, key) && keptVoucherFresh(e.savedAt, now));
  writeAll(store, [...others, { ...key, savedAt: now, voucher }]);
}

/**
 * The code kept for exactly this user, order, channel, type and amount, when it can still be shown;
 * null otherwise. Stale codes (any user's) are removed on the way.
 */
export function keptVoucher(key: KeptVoucherKey, now: number = Date.now()): KeptVoucher | null {
  const store = storage();
  if (!store) return null;
  const all = readAll(store);
  const fresh = all.filter((e) => keptVoucherFresh(e.savedAt, now));
  if (fresh.length !== all.length) writeAll(store, fresh);
  return fresh.find((e) => sameCode(e, key) && e.amount === key.amount) ?? null;
}

/** The order was seen paid or settled, or refused a code: none of its codes is shown again. */
export function forgetOrderVouchers(userId: string, orderId: string): void {
  const store = storage();
  if (!store) return;
  const all = readAll(store);
  const left = all.filter((e) => !(e.userId === userId && e.orderId === orderId));
  if (left.length !== all.length) writeAll(store, left);
}
