import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { LATE_LOAN_MS, scenarioNames, setScenarios, type ScenarioName } from '../../../src/mocks/scenarios';
import { demoCodes } from '../../../src/mocks/store';
import { hostileText, hostileUrls } from '../../../src/mocks/data/hostile';
import { getJson, origin, postForm, postMultipart, withDemoServer } from './demo-server';
import { coded, helperFail, helperOk, loanConfirm, loanDetails, problemDetail, problemInit, v3Fail, v3Ok } from './shapes';

withDemoServer();

const order = { productId: 7, orderId: '240518001' };
const promo = '/api/v2/lendo';
const repay = '/api/v1/lendo/credit/service/loan';

const details = async () => v3Ok(loanDetails).parse(await postForm('/maintains/v3/loan-details/loan-details', order)).data;
const confirm = async (extra: Record<string, number> = {}) =>
  v3Ok(loanConfirm).parse(await postForm('/maintains/v3/loan-confirm/loan-detail-confirm', { productId: 7, ...extra })).data;
const init = async () => helperOk(problemInit).parse(await postForm('/maintains/user-problem/problem-init')).data;
const seeded = async () => helperOk(problemDetail).parse(await postForm('/maintains/user-problem/problem-detail', { problemId: '1000' })).data;
const detailsPath = '/maintains/v3/loan-details/loan-details';
const savePath = '/maintains/user-problem/problem-save';
/** A fault scenario breaks its own endpoint only. */
const expectOthersAnswer = async () => expect((await seeded()).problemId).toBe('1000');
const code = async (promise: Promise<unknown>) => z.looseObject({ code: z.unknown() }).parse(await promise).code;

async function sidAndSms(): Promise<string> {
  setScenarios([]);
  const sid = z.looseObject({ data: z.object({ sid: z.string() }) }).parse(await getJson(`${promo}/promotion/get-sid`)).data.sid;
  await postForm(`${promo}/promotion/get-sms`, { phone: '13912345678', capcode: demoCodes.captcha, sid });
  return sid;
}

async function register(scenario: ScenarioName) {
  const sid = await sidAndSms();
  setScenarios([scenario]);
  return code(postForm(`${promo}/promotion/register`, { phone: '13912345678', capcode: demoCodes.captcha, sid, smsCode: demoCodes.sms }));
}

const pushStatus = () =>
  fetch(`${origin}/maintains/v3/loan-confirm/loan-detail-push`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'amount=300000&periods=91&termUnit=1&productId=7',
  });

async function repayCommit() {
  const way = z.looseObject({ data: z.object({ repayToken: z.string() }) }).parse(await getJson(`${repay}/repayment-way`, order));
  return postForm(`${repay}/repayment-commit`, { amount: 1000, cardId: '301', orderId: order.orderId, repayToken: way.data.repayToken });
}

function statusCase(status: number, repayable: boolean) {
  return async () => {
    const d = await details();
    expect(d.orderStatus).toBe(status);
    const plan = await postForm('/maintains/v3/installment/loan-play-detail', order);
    expect(v3Ok(z.unknown()).safeParse(plan).success).toBe(repayable);
  };
}

/** Typed as a full record: a scenario without an effect test does not compile. */
const effects: Record<ScenarioName, () => Promise<void>> = {
  'status-21': statusCase(21, false),
  'status-151': statusCase(151, false),
  'status-110': statusCase(110, false),
  'status-170': statusCase(170, true),
  'status-174': statusCase(174, true),
  'status-180': statusCase(180, true),
  'status-200': async () => {
    await statusCase(200, false)();
    expect((await init()).orderDetail.status).toBe('Liquidado');
  },
  delay: async () => expect((await details()).isDelay).toBe('1'),
  'need-pop': async () => {
    expect((await confirm()).isNeedPop).toBe(1);
    const reload = await confirm({ isType: 1 });
    expect(reload.isNeedPop).toBe(0);
    expect(reload.amount).toBe(250000);
  },
  'no-contract': async () => {
    expect((await confirm()).isNewContract).toBe('');
    expect((await details()).isNewContract).toBe('');
  },
  'need-valid': async () => {
    expect(z.looseObject({ data: z.object({ needValid: z.literal(1) }) }).safeParse(await repayCommit()).success).toBe(true);
  },
  'no-show': async () => {
    expect((await init()).orderDetail.isShow).toBe(0);
    const save = { problemType: 1, problemSonType: 11, problemDetail: 'Llamadas', problemImage: '', orderNo: 'MX240518001' };
    helperFail.parse(await postForm('/maintains/user-problem/problem-save', save));
  },
  'need-score': async () => expect((await seeded()).isNeedScore).toBe(1),
  'empty-reply': async () => expect(await seeded()).toMatchObject({ disposeDetail: '', disposeImages: [] }),
  'sms-101': async () => {
    const sid = await sidAndSms();
    setScenarios(['sms-101']);
    expect(await code(postForm(`${promo}/promotion/get-sms`, { phone: '13912345678', capcode: demoCodes.captcha, sid }))).toBe('101');
  },
  'sms-11': async () => {
    const sid = await sidAndSms();
    setScenarios(['sms-11']);
    expect(await code(postForm(`${promo}/promotion/get-sms`, { phone: '13912345678', capcode: demoCodes.captcha, sid }))).toBe('11');
  },
  'register-11': async () => expect(await register('register-11')).toBe('11'),
  'register-minus-1': async () => expect(await register('register-minus-1')).toBe('-1'),
  'repay-800005': async () => expect(await code(repayCommit())).toBe('800005'),
  'repay-800006': async () => {
    const body = { orderId: order.orderId, verifyCode: demoCodes.repaySms, repaymentRecordId: 'RP1001' };
    expect(await code(postForm(`${repay}/repayment-confirm`, body))).toBe('800006');
  },
  'repay-fail': async () => {
    const body = coded('800001', z.null()).parse(await repayCommit());
    expect(body.message).not.toBe('');
  },
  'repay-online': async () => {
    const way = z
      .looseObject({ code: z.literal('00'), data: z.looseObject({ alipay: z.number() }) })
      .parse(await getJson(`${repay}/repayment-way`, order));
    expect(way.data.alipay).toBe(1);
  },
  'repay-amount-fail': async () => {
    const body = v3Fail.parse(await postForm('/maintains/v3/installment/loan-play-detail', order));
    expect(body.code).toBe(4002);
  },
  'repay-amount-unusable': async () => {
    const plan = z
      .looseObject({ data: z.looseObject({ repayAmount: z.unknown() }) })
      .parse(await postForm('/maintains/v3/installment/loan-play-detail', order));
    expect(plan.data.repayAmount).toBe('N/D');
  },
  'upload-fail': async () => {
    const part = { field: 'problemImage', name: 'a.png', type: 'image/png', content: 'x' };
    helperFail.parse(await postMultipart('/maintains/user-problem/upload-problem-img', [part]));
  },
  'save-fail': async () => {
    const save = { problemType: 2, problemDetail: 'Cobro doble', problemImage: '', orderNo: 'MX240518001' };
    helperFail.parse(await postForm('/maintains/user-problem/problem-save', save));
  },
  'push-fail': async () => {
    v3Fail.parse(await postForm('/maintains/v3/loan-confirm/loan-detail-push', { amount: 300000, periods: 91, termUnit: 1, productId: 7 }));
  },
  // The push taken, the connection then dropped: no answer, and the offer says the loan was requested (docs/decisions/0128).
  'push-dropped': async () => {
    const push = { amount: 300000, periods: 91, termUnit: 1, productId: 7 };
    await expect(postForm('/maintains/v3/loan-confirm/loan-detail-push', push)).rejects.toThrow();
    const body = v3Fail.parse(await postForm('/maintains/v3/loan-confirm/loan-detail-confirm', { productId: 7 }));
    expect(body.message).toMatch(/Ya solicitó/);
    v3Ok(loanConfirm).parse(await postForm('/maintains/v3/loan-confirm/loan-detail-confirm', { productId: 8 }));
  },
  // A gateway's 504, the loan not made: the offer is still open.
  'push-504': async () => {
    const res = await fetch(`${origin}/maintains/v3/loan-confirm/loan-detail-push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'amount=300000&periods=91&termUnit=1&productId=7',
    });
    expect(res.status).toBe(504);
    expect((await confirm()).amount).toBe(300000);
  },
  // The loan made, then a crash while answering (docs/decisions/0133): a 500, and the order shows the loan.
  'push-500': async () => {
    expect((await details()).orderStatus).toBe(21);
    expect((await pushStatus()).status).toBe(500);
    expect((await details()).orderStatus).toBe(174);
    expect(await code(postForm('/maintains/v3/loan-confirm/loan-detail-confirm', { productId: 7 }))).toBe(3001);
  },
  // A 504 while the origin goes on: the loan shows in the order 3 s later, not before.
  'push-504-late': async () => {
    expect((await pushStatus()).status).toBe(504);
    expect((await details()).orderStatus).toBe(21);
    expect((await confirm()).amount).toBe(300000);
    // The backend's clock (Date) moved on past LATE_LOAN_MS, not waited for.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + LATE_LOAN_MS - 100);
      expect((await details()).orderStatus).toBe(21);
      vi.setSystemTime(Date.now() + 200);
      expect((await details()).orderStatus).toBe(174);
    } finally {
      vi.useRealTimers();
    }
  },
  // The card payment taken, then the proxy's 502: the order shows it settled.
  'repay-502': async () => {
    const way = z.looseObject({ data: z.object({ repayToken: z.string() }) }).parse(await getJson(`${repay}/repayment-way`, order));
    const body = new URLSearchParams({ amount: '1000', cardId: '301', orderId: order.orderId, repayToken: way.data.repayToken });
    const res = await fetch(`${origin}${repay}/repayment-commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(res.status).toBe(502);
    expect((await details()).orderStatus).toBe(200);
  },
  'template-fail': async () => {
    expect(await code(getJson(`${promo}/service/channel/channel-template`, { templateId: 3 }))).not.toBe('00');
  },
  'sid-fail': async () => expect(await code(getJson(`${promo}/promotion/get-sid`))).not.toBe('0'),
  'contract-fail': async () => {
    const body = v3Fail.parse(await postForm('/maintains/v3/loan-details/contract-detail', { orderNo: 'MX240518001' }));
    expect(body.message).toMatch(/contrato/);
  },
  messy: async () => {
    const plan = z
      .looseObject({ data: z.looseObject({ repayAmount: z.unknown(), repayList: z.array(z.looseObject({ list: z.unknown() })) }) })
      .parse(await postForm('/maintains/v3/installment/loan-play-detail', order)).data;
    expect(plan.repayAmount).toBe('N/D');
    expect(plan.repayList.length).toBeGreaterThan(0);
    const raw = (await postForm('/maintains/v3/loan-confirm/loan-detail-confirm', { productId: 7 })) as {
      code: unknown;
      data: Record<string, unknown>;
    };
    expect(raw.code).toBe(0);
    expect(Object.values(raw.data)).toEqual(expect.arrayContaining([null, '', 'N/D']));
    expect(raw.data.periods).toBe(91);
  },
  slow: async () => {
    const started = performance.now();
    await details();
    expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
  },
  'hostile-text': async () => {
    expect(await details()).toMatchObject({ noticeStatusText: hostileText, noticeDesText: hostileText, productName: hostileText });
    expect((await confirm()).comProductName).toBe(hostileText);
  },
  'hostile-urls': async () => {
    const push = await postForm('/maintains/v3/loan-confirm/loan-detail-push', { amount: 300000, periods: 91, termUnit: 1, productId: 7 });
    expect(v3Ok(z.looseObject({ lendDetailsUrl: z.literal(hostileUrls.script) })).safeParse(push).success).toBe(true);
    const shown = v3Ok(z.looseObject({ productLogo: z.string(), h5Url: z.string() })).parse(await postForm(detailsPath, order)).data;
    expect(shown).toMatchObject({ productLogo: hostileUrls.foreign, h5Url: hostileUrls.script });
  },
  offline: async () => {
    await expect(fetch(`${origin}/maintains/user-problem/problem-list`, { method: 'POST' })).rejects.toThrow(TypeError);
    await expect(fetch(`${origin}${promo}/promotion/get-sid`)).rejects.toThrow(TypeError);
  },
  'details-offline': async () => {
    await expect(fetch(`${origin}${detailsPath}`, { method: 'POST' })).rejects.toThrow(TypeError);
    await expectOthersAnswer();
  },
  'details-500': async () => {
    expect((await fetch(`${origin}${detailsPath}`, { method: 'POST' })).status).toBe(500);
    await expectOthersAnswer();
  },
  'details-html': async () => {
    const res = await fetch(`${origin}${detailsPath}`, { method: 'POST' });
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/^<!doctype html>/);
  },
  'details-fail': async () => {
    expect(v3Fail.parse(await postForm(detailsPath, order)).message).not.toBe('');
  },
  'details-hang': async () => {
    const gaveUp = new AbortController();
    const answer = fetch(`${origin}${detailsPath}`, { method: 'POST', signal: gaveUp.signal });
    let settled = false;
    answer.then(
      () => void (settled = true),
      () => void (settled = true),
    );
    // A request sent after it gets its answer while it still has none: it hangs (no fixed wait).
    await expectOthersAnswer();
    expect(settled).toBe(false);
    gaveUp.abort();
    await expect(answer).rejects.toThrow();
    await expectOthersAnswer();
  },
  'save-offline': async () => {
    await expect(fetch(`${origin}${savePath}`, { method: 'POST' })).rejects.toThrow(TypeError);
    expect((await details()).orderStatus).toBe(174);
  },
  'save-500': async () => {
    expect((await fetch(`${origin}${savePath}`, { method: 'POST' })).status).toBe(500);
    expect((await details()).orderStatus).toBe(174);
  },
  'save-html': async () => {
    const res = await fetch(`${origin}${savePath}`, { method: 'POST' });
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect((await init()).problemType.length).toBeGreaterThan(0);
  },
};

describe('each scenario changes what it should', () => {
  it('the default is the happy path with status 174', async () => {
    expect((await details()).orderStatus).toBe(174);
    expect((await confirm()).isNeedPop).toBe(0);
    expect((await seeded()).disposeDetail).not.toBe('');
  });

  it.each(scenarioNames)('%s', async (name) => {
    setScenarios([name]);
    await effects[name]();
  });
});
