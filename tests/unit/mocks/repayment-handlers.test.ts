import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { demoCodes } from '../../../src/mocks/store';
import { setScenarios } from '../../../src/mocks/scenarios';
import { getJson, postForm, withDemoServer } from './demo-server';
import { coded, demoUrl } from './shapes';

withDemoServer();

const base = '/api/v1/lendo/credit/service/loan';
const orderId = '240518001';

const way = coded(
  '00',
  z.strictObject({
    alipay: z.number(),
    repayToken: z.string().min(8),
    bankCards: z.array(z.strictObject({ id: z.string(), bankName: z.string(), cardNo: z.string(), bankCode: z.string() })).min(1),
  }),
);
const commit = coded('00', z.strictObject({ needValid: z.union([z.literal(0), z.literal(1)]), repayRecordId: z.string().min(1) }));
const failed = (code: string) => coded(code, z.null());

async function open() {
  return way.parse(await getJson(`${base}/repayment-way`, { orderId })).data;
}

function commitBody(token: string, over: Record<string, string> = {}) {
  return {
    amount: '102730',
    bankName: 'BBVA México',
    cardId: '301',
    cardNo: '**** 4821',
    couponId: '',
    orderId,
    repayToken: token,
    bankCode: 'BBVA',
    sendMsg: '1',
    ...over,
  };
}

describe('legacy repayment handlers', () => {
  it('repayment-way answers cards and a token; without orderId it fails', async () => {
    const data = await open();
    expect(data.bankCards[0]?.bankName).toBe('BBVA México');
    failed('01').parse(await getJson(`${base}/repayment-way`));
  });

  it('commit pays at once when no validation is needed, and the token cannot pay twice', async () => {
    const { repayToken } = await open();
    const first = commit.parse(await postForm(`${base}/repayment-commit`, commitBody(repayToken)));
    expect(first.data.needValid).toBe(0);
    failed('800005').parse(await postForm(`${base}/repayment-commit`, commitBody(repayToken)));
  });

  it('with need-valid, commit keeps a record and confirm takes the SMS code 123456', async () => {
    setScenarios(['need-valid']);
    const { repayToken } = await open();
    const { data } = commit.parse(await postForm(`${base}/repayment-commit`, commitBody(repayToken)));
    expect(data.needValid).toBe(1);
    const confirm = { orderId, repaymentRecordId: data.repayRecordId };
    failed('800006').parse(await postForm(`${base}/repayment-confirm`, { ...confirm, verifyCode: '000000' }));
    coded('00', z.strictObject({ repayRecordId: z.literal(data.repayRecordId) })).parse(
      await postForm(`${base}/repayment-confirm`, { ...confirm, verifyCode: demoCodes.repaySms }),
    );
    failed('800005').parse(await postForm(`${base}/repayment-confirm`, { ...confirm, verifyCode: demoCodes.repaySms }));
  });

  it('commit checks token, card and amount', async () => {
    const { repayToken } = await open();
    failed('800002').parse(await postForm(`${base}/repayment-commit`, commitBody('rt_forged')));
    failed('800003').parse(await postForm(`${base}/repayment-commit`, commitBody(repayToken, { cardId: '999' })));
    failed('01').parse(await postForm(`${base}/repayment-commit`, commitBody(repayToken, { amount: '-5' })));
    failed('01').parse(await postForm(`${base}/repayment-commit`, commitBody(repayToken, { cardId: '' })));
  });

  it('confirm of an unknown record fails', async () => {
    failed('800004').parse(await postForm(`${base}/repayment-confirm`, { orderId, verifyCode: '123456', repaymentRecordId: 'RP1' }));
  });

  it('repayment-huichao answers a url to redirect to', async () => {
    const body = coded('00', z.strictObject({ url: demoUrl })).parse(
      await postForm(`${base}/repayment-huichao`, { userId: '88', orderId, amount: '102730' }),
    );
    expect(new URL(body.data.url).searchParams.get('orderId')).toBe(orderId);
    failed('01').parse(await postForm(`${base}/repayment-huichao`, { userId: '88', orderId }));
  });
});
