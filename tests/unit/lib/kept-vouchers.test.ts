// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetOrderVouchers,
  KEPT_VOUCHER_MAX_AGE_MS,
  keepVoucher,
  keptVoucher,
  keptVoucherFresh,
  type KeptVoucherKey,
} from '../../../src/lib/kept-vouchers';

// The payment codes kept on the phone (docs/decisions/0136): only this user's, for this order,
// channel, type and amount; never a stale one (older than 12 hours, from another day, replaced by a
// newer code, the order seen settled); removed when met.
const STORE_KEY = 'loan-journey.kept-vouchers';
const HOUR = 60 * 60 * 1000;
/** 09:00 on the phone's clock, whatever its zone: a day with room for 12 hours after it. */
const NINE = new Date(2026, 4, 18, 9, 0, 0).getTime();
const key: KeptVoucherKey = { userId: 'u-1', orderId: '240518001', payCode: 'OXXO', requestType: '1', amount: '112345' };
const code = (vCode: string) => ({ repayDetail: { vCode } });

const stored = (): unknown[] => JSON.parse(localStorage.getItem(STORE_KEY) ?? '[]');

afterEach(() => localStorage.clear());

describe('the payment codes kept on the phone', () => {
  it('gives back the code kept for this user, order, channel, type and amount, with when it was given', () => {
    keepVoucher(key, code('1111'), NINE);
    expect(keptVoucher(key, NINE + HOUR)).toEqual({ ...key, savedAt: NINE, voucher: code('1111') });
  });

  it('never gives one user another user’s code', () => {
    keepVoucher(key, code('1111'), NINE);
    expect(keptVoucher({ ...key, userId: 'u-2' }, NINE + HOUR)).toBeNull();
    expect(keptVoucher(key, NINE + HOUR)?.voucher).toEqual(code('1111'));
  });

  it('gives nothing for another order, channel, type or amount', () => {
    keepVoucher(key, code('1111'), NINE);
    expect(keptVoucher({ ...key, orderId: '240518002' }, NINE)).toBeNull();
    expect(keptVoucher({ ...key, payCode: 'SPEI' }, NINE)).toBeNull();
    expect(keptVoucher({ ...key, requestType: '2' }, NINE)).toBeNull();
    expect(keptVoucher({ ...key, amount: '112346' }, NINE)).toBeNull();
  });

  it('replaces a code by a newer one for the same order and channel, whatever its amount', () => {
    keepVoucher(key, code('1111'), NINE);
    keepVoucher({ ...key, amount: '99999' }, code('2222'), NINE + HOUR);
    expect(keptVoucher(key, NINE + HOUR)).toBeNull();
    expect(keptVoucher({ ...key, amount: '99999' }, NINE + HOUR)?.voucher).toEqual(code('2222'));
    expect(stored()).toHaveLength(1);
  });

  it('keeps the codes of other channels and users beside it', () => {
    keepVoucher(key, code('1111'), NINE);
    keepVoucher({ ...key, payCode: 'SPEI' }, code('3333'), NINE);
    keepVoucher({ ...key, userId: 'u-2' }, code('4444'), NINE);
    expect(keptVoucher(key, NINE)?.voucher).toEqual(code('1111'));
    expect(keptVoucher({ ...key, payCode: 'SPEI' }, NINE)?.voucher).toEqual(code('3333'));
    expect(keptVoucher({ ...key, userId: 'u-2' }, NINE)?.voucher).toEqual(code('4444'));
  });

  it('shows a code 12 hours old, and removes it one millisecond later', () => {
    keepVoucher(key, code('1111'), NINE);
    expect(keptVoucher(key, NINE + KEPT_VOUCHER_MAX_AGE_MS)).not.toBeNull();
    expect(keptVoucher(key, NINE + KEPT_VOUCHER_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
  });

  it('never shows a code from the day before, however young', () => {
    const lateEvening = new Date(2026, 4, 18, 23, 59, 0).getTime();
    expect(keptVoucherFresh(lateEvening, lateEvening + 59_999)).toBe(true);
    expect(keptVoucherFresh(lateEvening, lateEvening + 60_000)).toBe(false);
  });

  it('never shows a code from the future (the clock set back)', () => {
    expect(keptVoucherFresh(NINE + 1, NINE)).toBe(false);
    expect(keptVoucherFresh(NINE, NINE)).toBe(true);
  });

  it('forgets every code of an order seen settled, for that user only', () => {
    keepVoucher(key, code('1111'), NINE);
    keepVoucher({ ...key, payCode: 'SPEI' }, code('3333'), NINE);
    keepVoucher({ ...key, userId: 'u-2' }, code('4444'), NINE);
    forgetOrderVouchers('u-1', key.orderId);
    expect(keptVoucher(key, NINE)).toBeNull();
    expect(keptVoucher({ ...key, payCode: 'SPEI' }, NINE)).toBeNull();
    expect(keptVoucher({ ...key, userId: 'u-2' }, NINE)?.voucher).toEqual(code('4444'));
  });

  it('reads past what it cannot use: no store, a broken one, entries of the wrong shape', () => {
    expect(keptVoucher(key, NINE)).toBeNull();
    localStorage.setItem(STORE_KEY, '{not json');
    expect(keptVoucher(key, NINE)).toBeNull();
    localStorage.setItem(STORE_KEY, JSON.stringify([{ ...key, userId: '', savedAt: NINE, voucher: 1 }, { ...key, savedAt: 'soon', voucher: 1 }, 7]));
    expect(keptVoucher(key, NINE)).toBeNull();
    keepVoucher(key, code('1111'), NINE);
    expect(stored()).toEqual([{ ...key, savedAt: NINE, voucher: code('1111') }]);
  });

  it('keeps the newest 20 codes at most', () => {
    for (let i = 0; i < 21; i += 1) keepVoucher({ ...key, orderId: `order-${i}` }, code(String(i)), NINE);
    expect(stored()).toHaveLength(20);
    expect(keptVoucher({ ...key, orderId: 'order-0' }, NINE)).toBeNull();
    expect(keptVoucher({ ...key, orderId: 'order-20' }, NINE)?.voucher).toEqual(code('20'));
  });
});
