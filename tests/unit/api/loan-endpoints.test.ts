// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clients, formOf, only, respond, startMockServer } from './msw-helpers';
import * as samples from './samples';
import { fetchLoanConfirm, fetchLoanDetails, pushLoan, sendGoogleScore } from '../../../src/api/loan';
import { fetchContractDetail } from '../../../src/api/contract';
import { fetchDelayDetail, fetchInstalmentPlan } from '../../../src/api/instalment';
import { generateVoucher } from '../../../src/api/voucher';
import { maintainsEndpoints, maintainsPath } from '../../../src/api/endpoints';

startMockServer();

const ok = (data: unknown) => ({ code: 0, success: true, message: '', data });
const post = (endpoint: string, data: unknown) => respond('post', maintainsPath(endpoint), ok(data));

describe('loan confirm', () => {
  it('sends productId (and isType on reload) and parses the confirm data', async () => {
    const seen = post(maintainsEndpoints.loanConfirm, samples.loanConfirmData);
    const first = await fetchLoanConfirm(clients(), { productId: '7' });
    await fetchLoanConfirm(clients(), { productId: '7', isType: 1 });
    expect(seen.map(formOf)).toEqual([{ productId: '7' }, { productId: '7', isType: '1' }]);
    expect(seen[0]?.url.pathname).toBe('/maintains/v3/loan-confirm/loan-detail-confirm');
    expect(first).toMatchObject({ amount: 300000, periods: '91', isNeedPop: 0, couNum: null, isNewContract: 'https://h5.example/contract/7' });
    expect(first.details[1]).toEqual({ text: 'Comisión', value: '150' });
    expect(first.repay_plans[0]?.amount).toBe(110000);
    expect(first).not.toHaveProperty('unknownField');
  });

  it('keeps a non-numeric amount as sent, to be shown unchanged (SPEC 1)', async () => {
    post(maintainsEndpoints.loanConfirm, { ...samples.loanConfirmData, amount: '3,000', periods: null });
    await expect(fetchLoanConfirm(clients(), { productId: '7' })).resolves.toMatchObject({ amount: '3,000', periods: '' });
  });

  it('turns success false into a business error', async () => {
    respond('post', maintainsPath(maintainsEndpoints.loanConfirm), { code: '2001', success: false, message: 'Producto agotado' });
    await expect(fetchLoanConfirm(clients(), { productId: '7' })).rejects.toMatchObject({
      kind: 'business',
      code: '2001',
      message: 'Producto agotado',
    });
  });
});

describe('loan push', () => {
  it('sends amount, periods, termUnit, productId and reads lendDetailsUrl', async () => {
    const seen = post(maintainsEndpoints.loanPush, { lendDetailsUrl: '/loan/detail?orderId=9' });
    const result = await pushLoan(clients(), { amount: 300000, periods: '91', termUnit: 'day', productId: '7' });
    expect(formOf(only(seen))).toEqual({ amount: '300000', periods: '91', termUnit: 'day', productId: '7' });
    expect(result).toEqual({ lendDetailsUrl: '/loan/detail?orderId=9' });
  });

  it('requires a redirect URL', async () => {
    post(maintainsEndpoints.loanPush, { lendDetailsUrl: '' });
    await expect(pushLoan(clients(), { amount: 1, periods: 1, termUnit: 'day', productId: '7' })).rejects.toMatchObject({ kind: 'badBody' });
  });
});

describe('loan details, score and contract', () => {
  it('parses the details with the status as a number and flags as numbers', async () => {
    const seen = post(maintainsEndpoints.loanDetails, samples.loanDetailsData);
    const details = await fetchLoanDetails(clients(), { productId: '7', orderId: 'O-1' });
    expect(formOf(only(seen))).toEqual({ productId: '7', orderId: 'O-1' });
    expect(details).toMatchObject({ orderStatus: 174, isDelay: 1, isScore: 0, isNewContract: '', h5Url: '' });
    expect(details.userOrderDetail.detail).toEqual([{ text: 'Monto', value: '3000' }]);
  });

  it('defaults a missing detail list and reads an unreadable order status as null', async () => {
    post(maintainsEndpoints.loanDetails, { ...samples.loanDetailsData, userOrderDetail: null });
    expect((await fetchLoanDetails(clients(), { productId: '7', orderId: 'O-1' })).userOrderDetail.detail).toEqual([]);
    post(maintainsEndpoints.loanDetails, { ...samples.loanDetailsData, orderStatus: undefined });
    expect((await fetchLoanDetails(clients(), { productId: '7', orderId: 'O-1' })).orderStatus).toBeNull();
  });

  it('sends the score', async () => {
    const seen = post(maintainsEndpoints.googleScore, null);
    await sendGoogleScore(clients(), 5);
    expect(formOf(only(seen))).toEqual({ score: '5' });
  });

  it('reads the agreement fields under one spelling each', async () => {
    const seen = post(maintainsEndpoints.contractDetail, samples.contractData);
    const contract = await fetchContractDetail(clients(), 'ORD-1');
    expect(formOf(only(seen))).toEqual({ orderNo: 'ORD-1' });
    expect(contract).toMatchObject({ userName: 'Ana Pérez', amount: 300000, commission: 1500, IVA: 344, giveAmount: 298500 });
    expect(contract).not.toHaveProperty('username');
    expect(contract).not.toHaveProperty('mount');
  });
});

describe('instalment, extension and voucher', () => {
  it('parses the instalment plan and names each channel group', async () => {
    const seen = post(maintainsEndpoints.instalmentPlan, samples.instalmentData);
    const plan = await fetchInstalmentPlan(clients(), { productId: '7', orderId: 'O-1' });
    expect(formOf(only(seen))).toEqual({ productId: '7', orderId: 'O-1' });
    expect(plan.repayAmount).toBe(110000);
    expect(plan.repayList[0]?.title).toBe('Efectivo');
    expect(plan.repayList[0]?.list[0]).toMatchObject({ payCode: 'OXXO', vCode: '9988776655' });
    expect(plan.repayList[0]?.list[1]).toMatchObject({ payCode: '22', vCode: '', BARcodeImg: '' });
  });

  it('parses the delay detail', async () => {
    post(maintainsEndpoints.delayDetail, samples.delayData);
    const delay = await fetchDelayDetail(clients(), { productId: '7', orderId: 'O-1' });
    expect(delay.delayInfo).toEqual({ reviewer: 'Extensión 7 días', delayAmount: 25000, delayTime: '2026-03-08' });
    expect(delay.repayPlan[0]?.amount).toBe(25000);
    expect(delay.repayList[0]?.title).toBe('Transferencia');
  });

  it('leaves out a channel without a pay code and keeps the others', async () => {
    const broken = {
      ...samples.delayData,
      repayList: [
        {
          title: 'x',
          list: [
            { logo: '', desc: 'a' },
            { desc: 'b', payCode: 'OXXO' },
          ],
        },
      ],
    };
    post(maintainsEndpoints.delayDetail, broken);
    const detail = await fetchDelayDetail(clients(), { productId: '7', orderId: 'O-1' });
    expect(detail.repayList[0]?.list.map((c) => c.payCode)).toEqual(['OXXO']);
  });

  it('generates the voucher', async () => {
    const seen = post(maintainsEndpoints.generateVcode, samples.voucherData);
    const voucher = await generateVoucher(clients(), { productId: '7', orderId: 'O-1', amount: 110000, payCode: 'OXXO', requestType: 1 });
    expect(formOf(only(seen))).toEqual({ productId: '7', orderId: 'O-1', amount: '110000', payCode: 'OXXO', requestType: '1' });
    expect(voucher.repayDetail).toMatchObject({ amount: 110000, vCode: '9988776655' });
    expect(voucher.imgList.content).toEqual(['https://cdn.example/1.png']);
    expect(voucher.dataList[0]?.content).toEqual(['Vaya a OXXO', 'Dicte el código']);
  });

  it('requires a voucher code', async () => {
    post(maintainsEndpoints.generateVcode, { ...samples.voucherData, repayDetail: { ...samples.voucherData.repayDetail, vCode: '' } });
    const input = { productId: '7', orderId: 'O-1', amount: 1, payCode: 'OXXO', requestType: 2 } as const;
    await expect(generateVoucher(clients(), input)).rejects.toMatchObject({ kind: 'badBody' });
  });
});
