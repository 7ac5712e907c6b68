import { describe, expect, it } from 'vitest';
import { scores } from '../../../src/mocks/store';
import { origin, postForm, withDemoServer } from './demo-server';
import { contract, demoUrl, loanConfirm, loanDetails, v3Fail, v3Ok } from './shapes';
import * as z from 'zod';

withDemoServer();

const common = { deviceId: 'dev-1', sessionId: 'sess-1' };

describe('loan handlers (happy path)', () => {
  it('loan-detail-confirm answers the confirm shape with amounts in minor units', async () => {
    const body = v3Ok(loanConfirm).parse(await postForm('/maintains/v3/loan-confirm/loan-detail-confirm', { productId: 7 }, common));
    expect(body.data.amount).toBe(300000);
    expect(body.data.isNeedPop).toBe(0);
    expect(body.data.isNewContract).toContain('orderNo=');
    const planTotal = body.data.repay_plans.reduce((sum, p) => sum + p.amount, 0);
    expect(planTotal).toBe(300000 + Math.round(0.0003 * 300000 * 91));
  });

  it('loan-detail-confirm without productId fails like a server', async () => {
    v3Fail.parse(await postForm('/maintains/v3/loan-confirm/loan-detail-confirm', {}, common));
  });

  it('loan-detail-push answers lendDetailsUrl on the loan detail page', async () => {
    const body = v3Ok(z.strictObject({ lendDetailsUrl: demoUrl })).parse(
      await postForm('/maintains/v3/loan-confirm/loan-detail-push', { amount: 300000, periods: 91, termUnit: 1, productId: 7 }),
    );
    expect(new URL(body.data.lendDetailsUrl).pathname).toBe('/loan/detail');
  });

  it('loan-detail-push rejects a non-numeric amount', async () => {
    const body = v3Fail.parse(
      await postForm('/maintains/v3/loan-confirm/loan-detail-push', { amount: 'abc', periods: 91, termUnit: 1, productId: 7 }),
    );
    expect(body.message).toMatch(/Monto/);
  });

  it('loan-details answers status 174 with a detail list by default', async () => {
    const body = v3Ok(loanDetails).parse(await postForm('/maintains/v3/loan-details/loan-details', { productId: 7, orderId: '240518001' }));
    expect(body.data.orderStatus).toBe(174);
    expect(body.data.isDelay).toBe('0');
    expect(body.data.userOrderDetail.detail.length).toBeGreaterThan(3);
  });

  it('contract-detail answers the agreement fields for an order', async () => {
    const body = v3Ok(contract).parse(await postForm('/maintains/v3/loan-details/contract-detail', { orderNo: 'MX240302017' }));
    expect(body.data.productName).toBe('Crédito Quincena');
    expect(body.data.IVA).toBe(Math.round(0.16 * (body.data.Interest + body.data.commission)));
    expect(body.data.giveAmount).toBe(body.data.amount - body.data.commission - body.data.IVA);
  });

  it('contract-detail needs an orderNo', async () => {
    v3Fail.parse(await postForm('/maintains/v3/loan-details/contract-detail', {}));
  });

  it('google-score keeps a score from 1 to 5 and refuses others', async () => {
    v3Ok(z.strictObject({})).parse(await postForm('/maintains/v3/loan-details/google-score', { score: 5 }));
    v3Fail.parse(await postForm('/maintains/v3/loan-details/google-score', { score: 0 }));
    expect(scores()).toEqual([5]);
  });

  it('accepts JSON bodies too, like a lenient server', async () => {
    const res = await fetch(`${origin}/maintains/v3/loan-details/google-score`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ score: 3 }),
    });
    expect((await res.json()) as unknown).toMatchObject({ success: true });
  });
});
