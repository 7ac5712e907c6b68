import { describe, expect, it } from 'vitest';
import { postForm, withDemoServer } from './demo-server';
import { delayDetail, instalment, v3Fail, v3Ok, voucher } from './shapes';

withDemoServer();

const order = { productId: 7, orderId: '240518001' };

describe('instalment, extension and voucher handlers', () => {
  it('loan-play-detail answers the instalment plan with OXXO and SPEI style channels', async () => {
    const body = v3Ok(instalment).parse(await postForm('/maintains/v3/installment/loan-play-detail', order));
    const codes = body.data.repayList.flatMap((g) => g.list.map((c) => c.payCode));
    expect(codes).toEqual(expect.arrayContaining(['OXXO', 'SPEI']));
    const oxxo = body.data.repayList.flatMap((g) => g.list).find((c) => c.payCode === 'OXXO');
    expect(oxxo?.vCode).not.toBe('');
    expect(oxxo?.BARcodeImg).toContain('/maintains/demo-files/barcode-');
  });

  it('loan-play-delay-detail answers the extension plan', async () => {
    const body = v3Ok(delayDetail).parse(await postForm('/maintains/v3/installment/loan-play-delay-detail', order));
    expect(body.data.delayInfo.delayAmount).toBeGreaterThan(0);
  });

  it('generate-vcode answers a voucher for a channel and echoes the amount', async () => {
    const body = v3Ok(voucher).parse(
      await postForm('/maintains/v3/loan-details/generate-vcode', { ...order, amount: 102730, payCode: 'OXXO', requestType: 1 }),
    );
    expect(body.data.repayDetail.amount).toBe(102730);
    expect(body.data.repayDetail.vCode).toBe('9300 1234 5678 90');
  });

  it('generate-vcode makes a reference for a channel without a listed code', async () => {
    const body = v3Ok(voucher).parse(
      await postForm('/maintains/v3/loan-details/generate-vcode', { ...order, amount: 15000, payCode: 'WALMART', requestType: 2 }),
    );
    expect(body.data.repayDetail.vCode).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(body.data.repayDetail.repayDes).toMatch(/extensión/);
  });

  it('generate-vcode refuses an unknown channel and a bad amount', async () => {
    v3Fail.parse(await postForm('/maintains/v3/loan-details/generate-vcode', { ...order, amount: 100, payCode: 'NOPE', requestType: 1 }));
    v3Fail.parse(await postForm('/maintains/v3/loan-details/generate-vcode', { ...order, amount: 'x', payCode: 'OXXO', requestType: 1 }));
  });

  it('the plan calls need productId and orderId', async () => {
    v3Fail.parse(await postForm('/maintains/v3/installment/loan-play-detail', { productId: 7 }));
    v3Fail.parse(await postForm('/maintains/v3/installment/loan-play-delay-detail', { orderId: '1' }));
  });
});
