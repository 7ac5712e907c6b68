// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createApiClients, isApiError, type ApiClients } from '../../../src/api';
import * as complaints from '../../../src/api/complaints';
import * as contract from '../../../src/api/contract';
import * as instalment from '../../../src/api/instalment';
import * as loan from '../../../src/api/loan';
import * as problem from '../../../src/api/problem';
import * as promotion from '../../../src/api/promotion';
import * as repayment from '../../../src/api/repayment';
import * as voucher from '../../../src/api/voucher';
import { server } from '../../../src/mocks/node';
import { setScenarios } from '../../../src/mocks/scenarios';
import { demoCodes } from '../../../src/mocks/store';
import { sessionFromQuery } from '../../../src/session/session';
import { uploadsWithNodeFormData } from '../../helpers/node-form-data';
import { origin, withDemoServer } from './demo-server';

// Every endpoint function of src/api against the demo backend: the API schemas and the demo
// answers must agree, or the app would show "bad body" errors in the demo.
withDemoServer();
// The image upload's multipart body goes through Node's fetch to the demo backend (see the helper).
uploadsWithNodeFormData();

function clients(): ApiClients {
  const session = sessionFromQuery('?type=2&productId=7&orderId=240518001&deviceId=dev-1&sessionId=s-1');
  return createApiClients({ session, baseUrl: origin });
}

const order = { productId: '7', orderId: '240518001' };
const phone = '13912345678';

/** Tracking swallows failures by design, so check that the demo backend answered it. */
async function answered(path: string, call: () => Promise<void>): Promise<void> {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => seen.push(new URL(request.url).pathname);
  server.events.on('response:mocked', listener);
  try {
    await call();
  } finally {
    server.events.removeListener('response:mocked', listener);
  }
  expect(seen).toContain(`/api/v2/lendo/promotion/${path}`);
}

/** Each exported endpoint function, called the way a page would. */
const calls: Record<string, (api: ApiClients) => Promise<unknown>> = {
  fetchLoanConfirm: (api) => loan.fetchLoanConfirm(api, { productId: '7' }),
  pushLoan: (api) => loan.pushLoan(api, { amount: 300000, periods: 91, termUnit: '1', productId: '7' }),
  fetchLoanDetails: (api) => loan.fetchLoanDetails(api, order),
  sendGoogleScore: (api) => loan.sendGoogleScore(api, 5),
  fetchContractDetail: (api) => contract.fetchContractDetail(api, 'MX240518001'),
  fetchInstalmentPlan: (api) => instalment.fetchInstalmentPlan(api, order),
  fetchDelayDetail: (api) => instalment.fetchDelayDetail(api, order),
  generateVoucher: (api) => voucher.generateVoucher(api, { ...order, amount: 102730, payCode: 'OXXO', requestType: 1 }),
  fetchProblemInit: (api) => problem.fetchProblemInit(api, '240518001'),
  uploadProblemImage: async (api) => {
    const { url } = await problem.uploadProblemImage(api, new Blob(['PNG-data'], { type: 'image/png' }), 'foto.png');
    const stored = await fetch(url);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(await stored.text()).toBe('PNG-data');
  },
  saveComplaint: (api) =>
    problem.saveComplaint(api, { problemType: '2', problemSonType: '', problemDetail: 'Me cobraron dos veces.', images: [], orderNo: 'MX240518001' }),
  fetchServiceInfo: (api) => problem.fetchServiceInfo(api),
  fetchComplaintList: (api) => complaints.fetchComplaintList(api),
  fetchComplaintDetail: (api) => complaints.fetchComplaintDetail(api, '1000'),
  fetchLandingTemplate: (api) => promotion.fetchLandingTemplate(api, '12'),
  trackVisit: (api) => answered('track-visit', () => promotion.trackVisit(api, { page_id: '12', client_type: 'android' })),
  trackClick: (api) => answered('track-click', () => promotion.trackClick(api, { page_id: '12', client_type: 'android', phone })),
  fetchSid: (api) => promotion.fetchSid(api),
  captchaUrl: async (api) => {
    const res = await fetch(promotion.captchaUrl(api, 'sid-1', 1));
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    return res.text();
  },
  sendSmsCode: async (api) => {
    const sid = await promotion.fetchSid(api);
    return promotion.sendSmsCode(api, { phone, capcode: demoCodes.captcha, sid });
  },
  registerPhone: async (api) => {
    const sid = await promotion.fetchSid(api);
    await promotion.sendSmsCode(api, { phone, capcode: demoCodes.captcha, sid });
    const outcome = await promotion.registerPhone(api, { phone, capcode: demoCodes.captcha, sid, smsCode: demoCodes.sms });
    expect(outcome.code).toBe('0');
    return outcome;
  },
  fetchRepaymentWay: (api) => repayment.fetchRepaymentWay(api, order.orderId),
  commitRepayment: async (api) => {
    const way = await repayment.fetchRepaymentWay(api, order.orderId);
    const card = way.bankCards[0];
    if (!card) throw new Error('no card');
    return repayment.commitRepayment(api, {
      amount: 102730,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: '',
      orderId: order.orderId,
      repayToken: way.repayToken,
      bankCode: card.bankCode,
      sendMsg: 1,
    });
  },
  requestHuichaoRedirect: (api) => repayment.requestHuichaoRedirect(api, { userId: '88', orderId: order.orderId, amount: 102730 }),
  confirmRepayment: async (api) => {
    setScenarios(['need-valid']);
    const way = await repayment.fetchRepaymentWay(api, order.orderId);
    const commit = await repayment.commitRepayment(api, {
      amount: 102730,
      bankName: 'BBVA México',
      cardId: '301',
      cardNo: '',
      couponId: '',
      orderId: order.orderId,
      repayToken: way.repayToken,
      bankCode: 'BBVA',
      sendMsg: 1,
    });
    expect(commit.needValid).toBe(1);
    return repayment.confirmRepayment(api, { orderId: order.orderId, verifyCode: demoCodes.repaySms, repaymentRecordId: commit.repayRecordId });
  },
};

const modules = { complaints, contract, instalment, loan, problem, promotion, repayment, voucher };

describe('src/api against the demo backend', () => {
  it('covers every exported endpoint function', () => {
    const exported = Object.values(modules).flatMap((m) =>
      Object.entries(m)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name),
    );
    expect(Object.keys(calls).sort()).toEqual(exported.sort());
  });

  it.each(Object.keys(calls))('%s parses the demo answer', async (name) => {
    const call = calls[name];
    if (!call) throw new Error(name);
    await expect(call(clients())).resolves.not.toThrow();
  });

  it('loan confirm and loan details parse in every order status and scenario that shapes them', async () => {
    for (const scenario of ['status-21', 'status-110', 'status-200', 'delay', 'need-pop', 'no-contract']) {
      setScenarios([scenario]);
      await loan.fetchLoanConfirm(clients(), { productId: '7' });
      await loan.fetchLoanDetails(clients(), order);
    }
  });

  it('a business failure reaches the caller as a typed error with the server message', async () => {
    setScenarios(['repay-800005']);
    const api = clients();
    const way = await repayment.fetchRepaymentWay(api, order.orderId);
    const error: unknown = await repayment
      .commitRepayment(api, {
        amount: 1,
        bankName: '',
        cardId: '301',
        cardNo: '',
        couponId: '',
        orderId: order.orderId,
        repayToken: way.repayToken,
        bankCode: '',
        sendMsg: 0,
      })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.kind === 'business' && error.code).toBe('800005');
  });

  it('offline reaches the caller as a network error', async () => {
    setScenarios(['offline']);
    const error: unknown = await loan.fetchLoanDetails(clients(), order).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('network');
  });
});
