// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PENDING_COMMIT_KEY,
  PENDING_MAX_AGE_MS,
  markResending,
  readPendingCode,
  readPendingCommit,
  savePendingCommit,
  unmarkResending,
} from '../../../src/flows/bank-repayment/pending-commit';

// The commit waiting for its SMS code expires (docs/decisions/0097): 15 minutes after it was first
// stored, and it leaves storage when it is too old or unreadable. A fake clock moves time.
const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);
const MINUTE = 60 * 1000;
const pending = {
  repayRecordId: 'RP1',
  orderId: 'O1',
  repayToken: 'tok-1',
  card: { id: 'C1', bankName: 'BBVA', cardNo: '**** 1234', bankCode: '012' },
  amount: '150000',
  couponId: '',
};
const stored = () => sessionStorage.getItem(PENDING_COMMIT_KEY);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('pending commit expiry', () => {
  it('is 15 minutes', () => {
    expect(PENDING_MAX_AGE_MS).toBe(15 * MINUTE);
  });

  it('is read back within 15 minutes', () => {
    savePendingCommit(pending);
    vi.setSystemTime(T0 + 15 * MINUTE);
    expect(readPendingCommit('O1')).toEqual(pending);
  });

  it('is dropped, and removed from storage, after 15 minutes', () => {
    savePendingCommit(pending);
    vi.setSystemTime(T0 + 15 * MINUTE + 1000);
    expect(readPendingCommit('O1')).toBeNull();
    expect(stored()).toBeNull();
  });

  it('keeps its first saved-at time when the same commit is saved again', () => {
    savePendingCommit(pending);
    vi.setSystemTime(T0 + 10 * MINUTE);
    savePendingCommit(pending);
    vi.setSystemTime(T0 + 16 * MINUTE);
    expect(readPendingCommit('O1')).toBeNull();
  });

  it('starts a new clock for a new commit', () => {
    savePendingCommit(pending);
    vi.setSystemTime(T0 + 10 * MINUTE);
    savePendingCommit({ ...pending, repayRecordId: 'RP2' });
    vi.setSystemTime(T0 + 20 * MINUTE);
    expect(readPendingCommit('O1')).toEqual({ ...pending, repayRecordId: 'RP2' });
  });

  it.each([
    ['no saved-at time', JSON.stringify(pending)],
    ['a saved-at text', JSON.stringify({ ...pending, savedAt: 'now' })],
    ['a saved-at an hour ahead', JSON.stringify({ ...pending, savedAt: T0 + 60 * MINUTE })],
    ['not JSON', '{"repayToken":'],
    ['no card', JSON.stringify({ ...pending, card: null, savedAt: T0 })],
  ])('drops and removes one with %s', (_what, raw) => {
    sessionStorage.setItem(PENDING_COMMIT_KEY, raw);
    expect(readPendingCommit('O1')).toBeNull();
    expect(stored()).toBeNull();
  });

  it("leaves another order's fresh commit stored", () => {
    savePendingCommit(pending);
    expect(readPendingCommit('O2')).toBeNull();
    expect(JSON.parse(stored() ?? 'null')).toEqual({ ...pending, savedAt: T0, sentAt: T0 });
  });
});

// docs/decisions/0137: the resend countdown after a reload counts from when the last code was sent.
describe('pending commit resend countdown', () => {
  it('has 56 s left 4.5 s after the commit sent its code', () => {
    savePendingCommit(pending);
    vi.setSystemTime(T0 + 4500);
    expect(readPendingCode('O1')).toEqual({ ...pending, remaining: 56 });
  });

  it('counts from the last resend, while the commit still expires from its first save', () => {
    savePendingCommit(pending);
    vi.setSystemTime(T0 + 2 * MINUTE);
    savePendingCommit(pending);
    vi.setSystemTime(T0 + 2 * MINUTE + 30_000);
    expect(readPendingCode('O1')).toEqual({ ...pending, remaining: 30 });
    vi.setSystemTime(T0 + 15 * MINUTE + 1000);
    expect(readPendingCode('O1')).toBeNull();
  });

  it('has 0 s left once the 60 s are over', () => {
    savePendingCommit(pending);
    vi.setSystemTime(T0 + 60_000);
    expect(readPendingCode('O1')).toEqual({ ...pending, remaining: 0 });
  });

  it('reads a commit stored before send times were kept as sent when it was saved', () => {
    sessionStorage.setItem(PENDING_COMMIT_KEY, JSON.stringify({ ...pending, savedAt: T0 }));
    vi.setSystemTime(T0 + 10_000);
    expect(readPendingCode('O1')).toEqual({ ...pending, remaining: 50 });
  });

  it("is null for another order's commit", () => {
    savePendingCommit(pending);
    expect(readPendingCode('O2')).toBeNull();
  });
});

// docs/decisions/0137: a resend on its way at a reload counts as sent from its tap.
describe('a resend on its way', () => {
  it('counts from its tap: a reload then offers no second resend before 60 s', () => {
    savePendingCommit(pending);
    vi.setSystemTime(T0 + 61_000);
    expect(readPendingCode('O1')?.remaining).toBe(0);
    markResending();
    vi.setSystemTime(T0 + 61_000 + 4_500);
    expect(readPendingCode('O1')?.remaining).toBe(56);
  });

  it('answered with an error gives the last code its time back', () => {
    savePendingCommit(pending);
    vi.setSystemTime(T0 + 61_000);
    markResending();
    unmarkResending();
    expect(readPendingCode('O1')?.remaining).toBe(0);
  });

  it('answered with a code counts from that answer, and keeps no earlier time', () => {
    savePendingCommit(pending);
    vi.setSystemTime(T0 + 61_000);
    markResending();
    vi.setSystemTime(T0 + 62_000);
    savePendingCommit(pending);
    expect(JSON.parse(stored() ?? '{}')).toMatchObject({ sentAt: T0 + 62_000, savedAt: T0 });
    expect(JSON.parse(stored() ?? '{}')).not.toHaveProperty('lastSentAt');
    unmarkResending();
    expect(readPendingCode('O1')?.remaining).toBe(60);
  });

  it('with nothing stored marks nothing', () => {
    markResending();
    expect(stored()).toBeNull();
  });
});
