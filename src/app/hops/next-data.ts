// The first requests of the page a tap opens, sent when the tap is taken (docs/decisions/0102).
// Each is made by the page's own endpoint function with the page's own readers (decision 0092), on
// clients whose adapter sends the request ahead instead of waiting for its answer: the same URL,
// headers and body the page's load will make, through the same axios pipeline. The page's load then
// takes that answer once from the early-response store (src/api/early-response.ts) and reads it with
// its own schema; a request the page never makes is never sent.
import type { AxiosAdapter } from 'axios';
import { createApiClients, type ApiClients } from '../../api/clients';
import { fetchCall } from '../../api/axios-core';
import { sendEarly } from '../../api/send-early';
import { fetchLoanConfirm, fetchLoanDetails } from '../../api/loan';
import { fetchDelayDetail, fetchInstalmentPlan } from '../../api/instalment';
import { generateVoucher } from '../../api/voucher';
import { fetchRepaymentWay } from '../../api/repayment';
import { fetchComplaintDetail, fetchComplaintList } from '../../api/complaints';
import { sessionFromQuery, type Session } from '../../session/session';
import { orderValues } from '../../session/page-values';
import { confirmValues, voucherValues } from '../../session/voucher-values';
import { complaintDetailValues } from '../../session/complaint-values';
import { readRepayQuery } from '../../flows/bank-repayment/repay-query';

/** What an early-sending call answers its caller: nothing to read (the page reads the answer). */
class SentAhead extends Error {}

/** Sent: the response of each request, as the early-response store keeps it for the page. */
export type Sent = { url: string; method: string; body: string | undefined; response: Promise<Response> }[];

/** A page's first load, as calls on clients: each one its page's own (see the page named). */
type FirstLoad = (api: ApiClients, session: Session) => void;

const ignore = () => undefined;

/** Route name -> the page's first load (the pages with data on open that a tap can reach). */
export const NEXT_DATA: Readonly<Partial<Record<string, FirstLoad>>> = {
  // src/flows/loan-details/loan-details-page.tsx
  loanDetail: (api, s) => order(s, (o) => fetchLoanDetails(api, o)),
  order: (api, s) => order(s, (o) => fetchLoanDetails(api, o)),
  // src/flows/confirm-loan/confirm-loan-page.tsx
  confirmLoan: (api, s) => confirm(api, s),
  confirmNew: (api, s) => confirm(api, s),
  confirmOfPeriod: (api, s) => confirm(api, s),
  // src/flows/instalment/instalment-page.tsx, src/flows/extension/extension-page.tsx
  repayChoose: (api, s) => order(s, (o) => fetchInstalmentPlan(api, o)),
  repayDelay: (api, s) => order(s, (o) => fetchDelayDetail(api, o)),
  // src/flows/payment-instructions/payment-instructions-page.tsx
  paymentDescription: (api, s) => voucher(api, s),
  paymentInstructions: (api, s) => voucher(api, s),
  // src/flows/bank-repayment/bank-repayment-page.tsx (the cards, and the amount due when the link has none)
  repay: (api, s) => {
    const q = readRepayQuery(s.paymentParams);
    if (!q.orderId.ok) return;
    const orderId = q.orderId.value;
    fetchRepaymentWay(api, orderId).catch(ignore);
    if (q.withholdingAmount === null && q.couponId.ok && q.productId.ok)
      fetchInstalmentPlan(api, { productId: q.productId.value, orderId }).catch(ignore);
  },
  // src/flows/complaint/complaint-list-page.tsx, complaint-detail-page.tsx
  complaintList: (api) => void fetchComplaintList(api).catch(ignore),
  complaintDetail: (api, s) => {
    const c = complaintDetailValues(s.query);
    if (c.ok) fetchComplaintDetail(api, c.value.problemId).catch(ignore);
  },
};

function order(s: Session, load: (o: { productId: string; orderId: string }) => Promise<unknown>) {
  const o = orderValues(s.commonQuery);
  if (o.ok) load(o.value).catch(ignore);
}
function confirm(api: ApiClients, s: Session) {
  const p = confirmValues(s.commonQuery);
  if (p.ok) fetchLoanConfirm(api, { productId: p.value.productId }).catch(ignore);
}
function voucher(api: ApiClients, s: Session) {
  const v = voucherValues({ ...s.query, ...s.commonQuery });
  if (v.ok) generateVoucher(api, v.value).catch(ignore);
}

/** A request of a page's first load, as it leaves. */
type Leaving = { url: string; init: ReturnType<typeof fetchCall>['init']; body: string | undefined };

/** Makes the first load of the page `route` shows at `search` on clients that hand each request to `leave` instead of sending it. */
function firstLoad(route: string, search: string, leave: (request: Leaving) => void): void {
  const load = NEXT_DATA[route];
  if (!load) return;
  const adapter: AxiosAdapter = (config) => {
    const { url, init } = fetchCall(config);
    leave({ url, init, body: typeof init.body === 'string' ? init.body : undefined });
    return Promise.reject(new SentAhead());
  };
  const session = sessionFromQuery(search);
  load(createApiClients({ session, adapter }), session);
}

/**
 * Sends the first requests of the page `route` shows at `search`, into the early-response store, and
 * returns them (filled as each one leaves: within the tap's task, as axios's pipeline has no
 * asynchronous step before the adapter here).
 */
export function sendNextData(route: string, search: string): Sent {
  const sent: Sent = [];
  firstLoad(route, search, ({ url, init, body }) => {
    // Not the call's signal: the request outlives this call; the page's own call may stop waiting only.
    const response = sendEarly(url, { ...init, signal: undefined, body });
    sent.push({ url, method: init.method, body, response });
  });
  return sent;
}

/** The first requests of the page `route` shows at `search` (method, URL, body), sending nothing. */
export function firstRequests(route: string, search: string): { url: string; method: string; body: string | undefined }[] {
  const requests: { url: string; method: string; body: string | undefined }[] = [];
  firstLoad(route, search, ({ url, init, body }) => requests.push({ url, method: init.method, body }));
  return requests;
}
