// Calls that take a loan or move money, held on this phone while their outcome is unknown
// (docs/decisions/0133): per kind, user and order, in localStorage (every tab, a reload, a closed
// tab), announced to every open tab of the app at once (BroadcastChannel, and the `storage` event
// where there is none). Each record also keeps the idempotency key of its offer or payment, the same
// on every try of that offer or payment.

import { isRecord } from './record';

export type HeldKind = 'loan' | 'repay';

export interface HeldOutcome {
  /** The idempotency key of the offer or payment (`of`); '' once it was answered (the next try is a new request). */
  key: string;
  /** What the key is for (the offer or payment as sent): another one gets another key. */
  of: string;
  /** Sent at (ms since the epoch) and not settled; null when nothing is held. */
  sentAt: number | null;
  /** When its answer was lost: the hold counts from here; null while it is in flight. */
  lostAt: number | null;
  /** The tab that sent it (kept for the tab's session): that tab reloaded cut its own call. */
  tab: string;
  /** How the last one ended: the order showed it taken, or not, or it was answered. */
  outcome: 'taken' | 'open' | 'answered' | null;
}

/** A call in flight can take this long (the clients' time limit): another tab's is held from then on. */
export const IN_FLIGHT_MS = 60_000;
const PREFIX = 'loan-journey.held.';
const CHANNEL = 'loan-journey.held';

const storeKey = (kind: HeldKind, userId: string, orderId: string) => `${PREFIX}${kind}.${userId}.${orderId}`;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** This tab's id, kept for the tab's session (a reload keeps it). */
export function tabId(): string {
  try {
    const id = sessionStorage.getItem(`${PREFIX}tab`) ?? newKey();
    sessionStorage.setItem(`${PREFIX}tab`, id);
    return id;
  } catch {
    return 'tab';
  }
}

const numberOrNull = (v: unknown): number | null | undefined => (v === null ? null : typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const OUTCOMES = ['taken', 'open', 'answered'] as const;

/** The record kept for this kind, user and order, read at the edge: anything unreadable is none. */
export function readHeld(kind: HeldKind, userId: string, orderId: string): HeldOutcome | null {
  let value: unknown;
  try {
    value = JSON.parse(store()?.getItem(storeKey(kind, userId, orderId)) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const [key, of, tab] = [text(value.key), text(value.of), text(value.tab)];
  const [sentAt, lostAt] = [numberOrNull(value.sentAt), numberOrNull(value.lostAt)];
  if (key === undefined || of === undefined || tab === undefined || sentAt === undefined || lostAt === undefined) return null;
  const outcome = OUTCOMES.find((o) => o === value.outcome) ?? null;
  return { key, of, sentAt, lostAt, tab, outcome };
}

function write(kind: HeldKind, userId: string, orderId: string, record: HeldOutcome): void {
  try {
    store()?.setItem(storeKey(kind, userId, orderId), JSON.stringify(record));
  } catch {
    // Storage off or full: this tab still holds in its memory; other tabs are told below.
  }
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ kind, userId, orderId });
  channel.close();
}

/** A call of `of` leaves now: held until settled; returns its idempotency key (the kept one for the same `of`). */
export function holdSent(kind: HeldKind, userId: string, orderId: string, of: string, now = Date.now()): string {
  const before = readHeld(kind, userId, orderId);
  const key = before && before.of === of && before.key !== '' ? before.key : newKey();
  write(kind, userId, orderId, { key, of, sentAt: now, lostAt: null, tab: tabId(), outcome: null });
  return key;
}

/** Its answer was lost: the hold counts from now. */
export function holdLost(kind: HeldKind, userId: string, orderId: string, now = Date.now()): void {
  const before = readHeld(kind, userId, orderId);
  if (before?.sentAt != null) write(kind, userId, orderId, { ...before, lostAt: before.lostAt ?? now });
}

/** Nothing held any more; an 'open' offer keeps its key for the next try, anything else drops it. */
export function releaseHeld(kind: HeldKind, userId: string, orderId: string, outcome: 'taken' | 'open' | 'answered'): void {
  const before = readHeld(kind, userId, orderId);
  const key = outcome === 'open' ? (before?.key ?? '') : '';
  write(kind, userId, orderId, { key, of: before?.of ?? '', sentAt: null, lostAt: null, tab: tabId(), outcome });
}

/**
 * How old the hold of `record` is, in ms (negative: another tab's call may still be answered), or
 * null when nothing is held. This tab's own call found in flight was cut by a reload: lost now.
 */
export function heldFor(record: HeldOutcome | null, now = Date.now(), tab = tabId()): number | null {
  if (!record || record.sentAt === null) return null;
  if (record.lostAt !== null) return now - record.lostAt;
  return record.tab === tab ? 0 : now - (record.sentAt + IN_FLIGHT_MS);
}

/** Calls `onChange` with the record whenever another tab changes it. */
export function watchHeld(kind: HeldKind, userId: string, orderId: string, onChange: (record: HeldOutcome | null) => void): () => void {
  const key = storeKey(kind, userId, orderId);
  const read = () => onChange(readHeld(kind, userId, orderId));
  const onStorage = (e: StorageEvent) => e.key === key && read();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const onMessage = (e: MessageEvent<unknown>) => {
    const d = e.data;
    if (isRecord(d) && `${PREFIX}${String(d.kind)}.${String(d.userId)}.${String(d.orderId)}` === key) read();
  };
  channel?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
