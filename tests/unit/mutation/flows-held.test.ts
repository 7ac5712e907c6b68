// @vitest-environment happy-dom
// The pages' side of a call held on the phone (docs/decisions/0133) and of a kept payment code
// (0136), checked rule by rule (written from the surviving mutants of `node scripts/mutation-flows.mjs
// flows`, docs/mutation-score.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type ApiClients } from '../../../src/api';
import { heldFor, holdLost, holdSent, IN_FLIGHT_MS, readHeld, tabId } from '../../../src/lib/held-outcomes';
import { heardRepay, heldOnLoad, readRepayment, releaseRepay, sendHeld } from '../../../src/flows/bank-repayment/repay-hold';
import * as loanHold from '../../../src/flows/confirm-loan/loan-hold';
import { mayBeHeld } from '../../../src/flows/shared/held-watch';
import { keptOrFailure, keyOf, keepOnPhone, noConnection, readFromPhone } from '../../../src/flows/payment-instructions/voucher-on-phone';
import { keepVoucher, keptVoucher } from '../../../src/lib/kept-vouchers';
import { voucherData } from '../api/samples';

const T = Date.UTC(2026, 11, 2, 10, 0, 0);
beforeEach(() => vi.useFakeTimers({ now: T, toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const api = (orderStatus = 200) => {
  const post = vi.fn(async () => ({ success: true, code: '0', message: '', data: { orderStatus }, raw: null }));
  return { api: { baseUrl: '', maintains: { post } } as unknown as ApiClients, post };
};

describe('bank-card page: the held payment (repay-hold.ts)', () => {
  it('sends with the payment’s key and releases it once answered', async () => {
    const { api: a } = api();
    const send = vi.fn(async (headers: Record<string, string>) => headers);
    const headers = await sendHeld(a, 'U5', 'O1', 'commit', send);
    expect(headers['Idempotency-Key']).toMatch(/.+/);
    expect(readHeld('repay', 'U5', 'O1')).toMatchObject({ sentAt: null, outcome: 'answered', key: '' });
  });

  it('keeps the hold, lost now, when the outcome is unknown; releases it on a refusal', async () => {
    const { api: a } = api();
    await expect(sendHeld(a, 'U5', 'O1', 'commit', () => Promise.reject(apiError({ kind: 'timeout' })))).rejects.toMatchObject({ kind: 'timeout' });
    expect(readHeld('repay', 'U5', 'O1')).toMatchObject({ sentAt: T, lostAt: T, outcome: null });
    const refused = apiError({ kind: 'business', code: '9', message: 'no' });
    await expect(sendHeld(a, 'U5', 'O2', 'commit', () => Promise.reject(refused))).rejects.toBe(refused);
    expect(readHeld('repay', 'U5', 'O2')).toMatchObject({ sentAt: null, outcome: 'answered' });
  });

  it('on load: none held is null; this tab’s own in flight is lost now; another tab’s counts from its time limit', () => {
    expect(heldOnLoad('U5', 'O1')).toBeNull();
    holdSent('repay', 'U5', 'O1', 'commit', T - 5000);
    expect(heldOnLoad('U5', 'O1')).toBe(0);
    expect(readHeld('repay', 'U5', 'O1')?.lostAt).toBe(T);
    localStorage.setItem(
      'loan-journey.held.repay.U5.O2',
      JSON.stringify({ key: 'k', of: 'x', sentAt: T - 1000, lostAt: null, tab: 'another', outcome: null }),
    );
    expect(heldOnLoad('U5', 'O2')).toBe(1000 - IN_FLIGHT_MS);
    expect(readHeld('repay', 'U5', 'O2')?.lostAt).toBeNull();
  });

  it('reads the order fresh, paid only when settled (200)', async () => {
    const signal = new AbortController().signal;
    const paid = api(200);
    await expect(readRepayment(paid.api, '7', 'O1', signal)).resolves.toEqual({ paid: true });
    expect(paid.post).toHaveBeenCalledWith('/v3/loan-details/loan-details', { productId: '7', orderId: 'O1' }, expect.anything(), {
      signal,
      fresh: true,
    });
    await expect(readRepayment(api(180).api, '7', 'O1', signal)).resolves.toEqual({ paid: false });
  });

  it('releases as taken when paid, as open otherwise', () => {
    holdSent('repay', 'U5', 'O1', 'commit', T);
    releaseRepay('U5', 'O1', true);
    expect(readHeld('repay', 'U5', 'O1')?.outcome).toBe('taken');
    releaseRepay('U5', 'O1', false);
    expect(readHeld('repay', 'U5', 'O1')?.outcome).toBe('open');
  });

  it('tells the machine what another tab did: a hold seen, cleared taken or open, or nothing', () => {
    const send = vi.fn();
    heardRepay('U5', 'O1', send);
    expect(send).not.toHaveBeenCalled();
    holdSent('repay', 'U5', 'O1', 'commit', T - 3000);
    holdLost('repay', 'U5', 'O1', T - 2000);
    heardRepay('U5', 'O1', send);
    expect(send).toHaveBeenLastCalledWith({ type: 'hold.seen', elapsed: 2000 });
    releaseRepay('U5', 'O1', true);
    heardRepay('U5', 'O1', send);
    expect(send).toHaveBeenLastCalledWith({ type: 'hold.cleared', taken: true });
    releaseRepay('U5', 'O1', false);
    heardRepay('U5', 'O1', send);
    expect(send).toHaveBeenLastCalledWith({ type: 'hold.cleared', taken: false });
    holdSent('repay', 'U5', 'O1', 'commit', T);
    localStorage.setItem('loan-journey.held.repay.U5.O1', JSON.stringify({ ...readHeld('repay', 'U5', 'O1'), sentAt: null, outcome: 'answered' }));
    heardRepay('U5', 'O1', send);
    expect(send).toHaveBeenCalledTimes(3);
  });
});

describe('confirm page: the held loan push (loan-hold.ts)', () => {
  const offer = { productId: '7', amount: 3000, periods: 2, termUnit: 'D' };

  it('pushes with one key per offer, taken once answered; never while another push stands', async () => {
    const keys: string[] = [];
    const send = async (key: string) => keys.push(key);
    await loanHold.pushHeld('U5', 'O1', offer, send);
    expect(readHeld('loan', 'U5', 'O1')).toMatchObject({ outcome: 'taken', of: '7|3000|2|D' });
    holdSent('loan', 'U5', 'O2', 'x', T);
    holdLost('loan', 'U5', 'O2', T);
    await expect(loanHold.pushHeld('U5', 'O2', offer, send)).rejects.toMatchObject({ kind: 'network' });
    expect(keys).toHaveLength(1);
  });

  it('keeps the hold lost on an unknown outcome, releases it as answered on a refusal', async () => {
    await expect(loanHold.pushHeld('U5', 'O1', offer, () => Promise.reject(apiError({ kind: 'http', status: 502 })))).rejects.toMatchObject({
      status: 502,
    });
    expect(readHeld('loan', 'U5', 'O1')).toMatchObject({ sentAt: T, lostAt: T });
    await expect(loanHold.pushHeld('U5', 'O3', offer, () => Promise.reject(apiError({ kind: 'http', status: 400 })))).rejects.toMatchObject({
      status: 400,
    });
    expect(readHeld('loan', 'U5', 'O3')).toMatchObject({ sentAt: null, outcome: 'answered' });
  });

  it('on load, another tab’s push in flight is not marked lost', () => {
    localStorage.setItem(
      'loan-journey.held.loan.U5.O4',
      JSON.stringify({ key: 'k', of: 'x', sentAt: T - 1000, lostAt: null, tab: 'another', outcome: null }),
    );
    expect(loanHold.heldOnLoad('U5', 'O4')).toBe(1000 - IN_FLIGHT_MS);
    expect(readHeld('loan', 'U5', 'O4')?.lostAt).toBeNull();
  });

  it('on load and from other tabs, as for a payment', () => {
    expect(loanHold.heldOnLoad('U5', 'O1')).toBeNull();
    holdSent('loan', 'U5', 'O1', 'x', T - 100);
    expect(loanHold.heldOnLoad('U5', 'O1')).toBe(0);
    expect(heldFor(readHeld('loan', 'U5', 'O1'), T + 50)).toBe(50);
    const send = vi.fn();
    loanHold.heardLoan('U5', 'O1', send);
    expect(send).toHaveBeenLastCalledWith({ type: 'hold.seen', elapsed: 0 });
    loanHold.releaseLoan('U5', 'O1', false);
    loanHold.heardLoan('U5', 'O1', send);
    expect(send).toHaveBeenLastCalledWith({ type: 'hold.cleared', taken: false });
    loanHold.releaseLoan('U5', 'O1', true);
    loanHold.heardLoan('U5', 'O1', send);
    expect(send).toHaveBeenLastCalledWith({ type: 'hold.cleared', taken: true });
    loanHold.heardLoan('U5', 'O9', send);
    expect(send).toHaveBeenCalledTimes(3);
    expect(readHeld('loan', 'U5', 'O1')?.tab).toBe(tabId());
  });
});

describe('mayBeHeld (held-watch.ts, first load)', () => {
  it('is true for a record sent and not released, false for none or a released one', () => {
    expect(mayBeHeld('repay', 'U5', 'O1')).toBe(false);
    holdSent('repay', 'U5', 'O1', 'x', T);
    expect(mayBeHeld('repay', 'U5', 'O1')).toBe(true);
    expect(mayBeHeld('loan', 'U5', 'O1')).toBe(false);
    releaseRepay('U5', 'O1', false);
    expect(mayBeHeld('repay', 'U5', 'O1')).toBe(false);
  });

  it('is false when storage cannot be read', () => {
    // A record that would stand, behind a storage that refuses to be read (a blocked origin).
    holdSent('repay', 'U5', 'O1', 'x', T);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    try {
      expect(mayBeHeld('repay', 'U5', 'O1')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('payment code kept on the phone (voucher-on-phone.ts)', () => {
  const input = { productId: '7', orderId: 'O1', amount: 110000, payCode: 'OXXO', requestType: 1 as const };
  const key = { userId: 'U5', orderId: 'O1', payCode: 'OXXO', requestType: '1', amount: '110000' };

  it('no connection: network, timeout, 502, 503, 504; not another status nor a refusal', () => {
    expect([502, 503, 504].every((status) => noConnection(apiError({ kind: 'http', status })))).toBe(true);
    expect(noConnection(apiError({ kind: 'network' }))).toBe(true);
    expect(noConnection(apiError({ kind: 'timeout' }))).toBe(true);
    expect(noConnection(apiError({ kind: 'http', status: 500 }))).toBe(false);
    expect(noConnection(apiError({ kind: 'business', code: '1', message: '' }))).toBe(false);
    expect(noConnection(apiError({ kind: 'badBody', detail: '' }))).toBe(false);
  });

  it('keys the code by user, order, channel, type and amount; no usable user, no key', () => {
    expect(keyOf('U5', input)).toEqual(key);
    expect(keyOf('', input)).toBeNull();
    keepOnPhone('', input, voucherData as never);
    expect(keptVoucher(key)).toBeNull();
  });

  it('keeps a fresh code and gives it back read again, with when it was kept', () => {
    keepOnPhone('U5', input, voucherData as never);
    expect(readFromPhone(key)).toMatchObject({ savedAt: T, repayDetail: { vCode: '9988776655' } });
  });

  it('forgets the order’s codes when the kept one no longer reads', () => {
    keepVoucher(key, { nonsense: true });
    expect(readFromPhone(key)).toBeNull();
    expect(keptVoucher(key)).toBeNull();
  });

  it('with no connection the kept code is the answer; otherwise the failure, a refusal forgetting the order’s codes', () => {
    keepOnPhone('U5', input, voucherData as never);
    expect(keptOrFailure('U5', input, apiError({ kind: 'timeout' }))).toMatchObject({ savedAt: T });
    expect(() => keptOrFailure('', input, apiError({ kind: 'timeout' }))).toThrow('timeout');
    expect(() => keptOrFailure('U5', input, apiError({ kind: 'http', status: 500 }))).toThrow('HTTP 500');
    expect(keptVoucher(key)).not.toBeNull();
    expect(() => keptOrFailure('U5', input, apiError({ kind: 'business', code: '7', message: 'pagado' }))).toThrow('pagado');
    expect(keptVoucher(key)).toBeNull();
    expect(() => keptOrFailure('U5', input, apiError({ kind: 'network' }))).toThrow('network');
  });
});
