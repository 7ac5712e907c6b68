import { describe, expect, it, vi } from 'vitest';
import { amountToPay } from '../../../src/flows/bank-repayment/amount-to-pay';
import { readRepayQuery } from '../../../src/flows/bank-repayment/repay-query';
import { paymentParamsFrom } from '../../../src/session/payment-params';
import type { AmountInput } from '../../../machines/bank-repayment/bank-repayment.types';

const repayQuery = (query: string) => readRepayQuery(paymentParamsFrom(new URLSearchParams(query)));

describe('the bank-card page query, read at the edge', () => {
  it('reads withholdingAmount only when the query has it: absent is null (load it), present is checked', () => {
    // Hand-written: [query value, what the page acts on].
    const table: [string, ReturnType<typeof repayQuery>['withholdingAmount']][] = [
      ['orderId=1', null],
      ['orderId=1&withholdingAmount=150000', { ok: true, value: '150000' }],
      ['orderId=1&withholdingAmount=', { ok: false, reason: 'missing' }],
      ['orderId=1&withholdingAmount=abc', { ok: false, reason: 'unusable' }],
      ['orderId=1&withholdingAmount=0', { ok: false, reason: 'unusable' }],
      ['orderId=1&withholdingAmount=-5', { ok: false, reason: 'unusable' }],
      ['orderId=1&withholdingAmount=1e9', { ok: false, reason: 'unusable' }],
      ['orderId=1&withholdingAmount=150000.5', { ok: false, reason: 'unusable' }],
    ];
    for (const [query, expected] of table) expect(repayQuery(query).withholdingAmount, query).toEqual(expected);
  });

  it('reads the ids: orderId and productId must be ids, couponId may be absent', () => {
    expect(repayQuery('orderId=240518001&productId=7&userId=U5')).toEqual({
      orderId: { ok: true, value: '240518001' },
      productId: { ok: true, value: '7' },
      couponId: { ok: true, value: '' },
      withholdingAmount: null,
      userId: 'U5',
    });
    expect(repayQuery('orderId=%3Cx%3E&couponId=a%20b')).toMatchObject({
      orderId: { ok: false, reason: 'unusable' },
      productId: { ok: false, reason: 'missing' },
      couponId: { ok: false, reason: 'unusable' },
    });
  });
});

describe('the amount the bank-card page pays', () => {
  const coupon = { ok: true, value: 'C7' } as const;
  const fromServer: AmountInput = { orderId: '240518001', couponId: coupon, source: { from: 'server', productId: { ok: true, value: '7' } } };

  it('takes a usable query amount as it is, without a request', async () => {
    const load = vi.fn();
    const input: AmountInput = { orderId: '1', couponId: coupon, source: { from: 'query', amount: { ok: true, value: '15000' } } };
    expect(await amountToPay(input, load)).toEqual({ ok: true, amount: '15000', couponId: 'C7' });
    expect(load).not.toHaveBeenCalled();
  });

  it('stops on an unusable query amount, coupon or productId, without a request', async () => {
    const load = vi.fn();
    const bad = { ok: false, reason: 'unusable' } as const;
    expect(await amountToPay({ orderId: '1', couponId: coupon, source: { from: 'query', amount: bad } }, load)).toEqual({
      ok: false,
      value: 'withholdingAmount',
      reason: 'unusable',
    });
    expect(await amountToPay({ ...fromServer, couponId: bad }, load)).toEqual({ ok: false, value: 'couponId', reason: 'unusable' });
    expect(await amountToPay({ ...fromServer, source: { from: 'server', productId: { ok: false, reason: 'missing' } } }, load)).toEqual({
      ok: false,
      value: 'productId',
      reason: 'missing',
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the amount due for the order and checks it like any acted-on amount', async () => {
    // Hand-written: [repayAmount as the server sent it, the answer].
    const table: [unknown, unknown][] = [
      [102730, { ok: true, amount: '102730', couponId: 'C7' }],
      ['102730', { ok: true, amount: '102730', couponId: 'C7' }],
      ['N/D', { ok: false, value: 'repayAmount', reason: 'unusable' }],
      [0, { ok: false, value: 'repayAmount', reason: 'unusable' }],
      [1027.3, { ok: false, value: 'repayAmount', reason: 'unusable' }],
      ['', { ok: false, value: 'repayAmount', reason: 'missing' }],
    ];
    for (const [repayAmount, expected] of table) {
      const load = vi.fn(async () => repayAmount);
      expect(await amountToPay(fromServer, load), String(repayAmount)).toEqual(expected);
      expect(load).toHaveBeenCalledWith({ productId: '7', orderId: '240518001' });
    }
  });

  it('rejects when the load fails (the page offers to load it again)', async () => {
    await expect(amountToPay(fromServer, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
