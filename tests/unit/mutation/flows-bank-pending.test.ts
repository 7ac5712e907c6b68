// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_COMMIT_KEY, markResending, readPendingCommit, unmarkResending } from '../../../src/flows/bank-repayment/pending-commit';

// The commit waiting for its SMS code, as read back from the tab's storage (docs/decisions/0097,
// 0137): a record with any field the resend needs missing or of the wrong kind is never resumed and
// leaves storage, whatever order it is for; a clock set back up to a minute still reads it; and a
// resend keeps the last code's time beside its own, from the record as an older page stored it.
const T0 = Date.UTC(2026, 11, 2, 12, 0, 0);
const card = { id: 'C1', bankName: 'BBVA', cardNo: '**** 1234', bankCode: '012' };
const pending = { repayRecordId: 'RP1', orderId: 'O1', repayToken: 'tok-1', card, amount: '150000', couponId: '' };
const store = (value: unknown) => sessionStorage.setItem(PENDING_COMMIT_KEY, JSON.stringify(value));
const stored = (): Record<string, unknown> | null => {
  const raw = sessionStorage.getItem(PENDING_COMMIT_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
};

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('a stored commit with a field the resend needs unusable', () => {
  const without = (key: string) => Object.fromEntries(Object.entries(pending).filter(([k]) => k !== key));
  it.each([
    ['a numeric repayRecordId', { ...pending, repayRecordId: 7 }],
    ['an empty repayRecordId', { ...pending, repayRecordId: '' }],
    ['no repayRecordId', without('repayRecordId')],
    ['a numeric orderId', { ...pending, orderId: 1 }],
    ['no orderId', without('orderId')],
    ['a numeric repayToken', { ...pending, repayToken: 5 }],
    ['no repayToken', without('repayToken')],
    ['a numeric amount', { ...pending, amount: 150000 }],
    ['a numeric couponId', { ...pending, couponId: 3 }],
    ['a card without its id', { ...pending, card: { ...card, id: 9 } }],
    ['a card without its bank name', { ...pending, card: { id: 'C1', cardNo: '**** 1234', bankCode: '012' } }],
    ['a card without its number', { ...pending, card: { ...card, cardNo: null } }],
    ['a card without its bank code', { ...pending, card: { id: 'C1', bankName: 'BBVA', cardNo: '**** 1234' } }],
    ['an empty card', { ...pending, card: {} }],
  ])('%s: not resumed, and removed', (_what, value) => {
    store({ ...value, savedAt: T0, sentAt: T0 });
    expect(readPendingCommit('O1')).toBeNull();
    expect(stored()).toBeNull();
  });

  it('the same record whole is resumed (each row above differs from it by one field)', () => {
    store({ ...pending, savedAt: T0, sentAt: T0 });
    expect(readPendingCommit('O1')).toEqual(pending);
    expect(stored()).not.toBeNull();
  });
});

describe('a clock set back', () => {
  it('by a minute exactly: the commit saved "a minute later" is still read', () => {
    store({ ...pending, savedAt: T0 + 60_000 });
    expect(readPendingCommit('O1')).toEqual(pending);
  });

  it('by more than a minute: dropped', () => {
    store({ ...pending, savedAt: T0 + 60_001 });
    expect(readPendingCommit('O1')).toBeNull();
    expect(stored()).toBeNull();
  });
});

describe('a resend leaving', () => {
  it('keeps the last code’s time (its sentAt) beside its own, and an error answer brings it back', () => {
    store({ ...pending, savedAt: T0 - 120_000, sentAt: T0 - 30_000 });
    markResending(T0);
    expect(stored()).toMatchObject({ sentAt: T0, lastSentAt: T0 - 30_000 });
    unmarkResending();
    expect(stored()).toMatchObject({ sentAt: T0 - 30_000 });
    expect(stored()).not.toHaveProperty('lastSentAt');
  });

  it('from a record an older page stored with no sentAt: the last code counts from its saved-at time', () => {
    store({ ...pending, savedAt: T0 - 40_000 });
    markResending(T0);
    expect(stored()).toMatchObject({ sentAt: T0, lastSentAt: T0 - 40_000 });
  });

  it('from such a record too old to read: no last code’s time is kept', () => {
    store({ ...pending, savedAt: T0 - 16 * 60_000 });
    markResending(T0);
    expect(stored()).toMatchObject({ sentAt: T0 });
    expect(stored()).not.toHaveProperty('lastSentAt');
  });

  it('nothing stored, or a record that is no commit: nothing is written', () => {
    markResending(T0);
    expect(stored()).toBeNull();
    store({ ...pending, card: null, savedAt: T0 });
    markResending(T0);
    expect(stored()).not.toHaveProperty('sentAt');
  });
});
