// The first data request of the loan pages whose first view is their loading state, built from
// the page address alone, so the page's inline script sends it while the app's scripts download
// (docs/how-a-page-loads.md). Each guess must equal the request the page's machine makes
// (tests/unit/first-paint/first-request.test.tsx renders every page to prove it).
import { apiBase, demoBackend } from '../config/build-env';
import { requestSessionFromQuery, type RequestSession } from '../session/session';
import { sendEarly } from '../api/send-early';
import { DELAY_DETAIL, GENERATE_VCODE, INSTALMENT_PLAN, LOAN_CONFIRM, LOAN_DETAILS, maintainsPath } from '../api/endpoints';
import { appendQuery, formEncode, REQUESTED_WITH, type FormBody } from '../api/request-parts';
import { readId } from '../lib/acted-on';
import { voucherValues } from '../session/voucher-values';

/**
 * Reads what the page reads, with the same readers (decision 0092): order and confirm pages the
 * common query's ids, payment instructions every param. A page whose values are not usable sends
 * nothing.
 */
type Guess = (session: RequestSession) => { endpoint: string; body: FormBody } | null;

const order =
  (endpoint: string): Guess =>
  ({ commonQuery: q }) => {
    const productId = readId(q.productId);
    const orderId = readId(q.orderId);
    return productId.ok && orderId.ok ? { endpoint, body: { productId: productId.value, orderId: orderId.value } } : null;
  };
const confirm: Guess = ({ commonQuery: q }) => {
  const productId = readId(q.productId ?? q.product_id);
  return productId.ok ? { endpoint: LOAN_CONFIRM, body: { productId: productId.value } } : null;
};
const voucher: Guess = (session) => {
  const input = voucherValues({ ...session.query, ...session.commonQuery });
  return input.ok ? { endpoint: GENERATE_VCODE, body: input.value } : null;
};

export type FirstRequests = Readonly<Record<string, Guess>>;

/** Page path (as in the route table) -> its first request: the loan pages (./boot-data.ts). */
export const ORDER_REQUESTS: FirstRequests = {
  '/loan/detail': order(LOAN_DETAILS),
  '/loan/order': order(LOAN_DETAILS),
  '/loan/confirm': confirm,
  '/loan/confirm-new': confirm,
  '/loan/confirm-period': confirm,
  '/repay/choose': order(INSTALMENT_PLAN),
  '/repay/delay': order(DELAY_DETAIL),
};

/**
 * The payment instructions pages' first request (./boot-voucher.ts, their own inline script): apart,
 * so the loan pages' script carries neither these readers nor this guess.
 */
export const VOUCHER_REQUESTS: FirstRequests = {
  '/carpmm': voucher,
  '/repay/instructions': voucher,
};

/** Every page with a first request. */
export const FIRST_REQUESTS: FirstRequests = /* @__PURE__ */ Object.assign({}, ORDER_REQUESTS, VOUCHER_REQUESTS);

export interface FirstRequest {
  url: string;
  init: RequestInit & { method: 'POST'; body: string; headers: Record<string, string> };
}

/** The request the page at this address makes first, as client one sends it; null for other pages. */
export function firstRequestFor(pathname: string, search: string): FirstRequest | null {
  return requestOf(FIRST_REQUESTS, pathname, search);
}

function requestOf(requests: FirstRequests, pathname: string, search: string): FirstRequest | null {
  const guess = requests[pathname.replace(/\/+$/, '')];
  if (!guess) return null;
  const session = requestSessionFromQuery(search);
  const request = guess(session);
  if (!request) return null;
  return {
    url: `${apiBase}${appendQuery(maintainsPath(request.endpoint), session.commonQuery)}`,
    init: {
      method: 'POST',
      body: formEncode(request.body),
      headers: {
        Accept: 'application/json, text/plain, */*',
        'Content-Type': 'application/x-www-form-urlencoded',
        ...REQUESTED_WITH,
        ...session.headersOne,
      },
      credentials: 'same-origin',
    },
  };
}

/**
 * Sends this page's first request now and returns its response (null when the page has none). Not
 * with the in-browser demo backend: it starts with the app.
 */
export function sendFirstRequest(
  requests: FirstRequests,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<Response> | null {
  if (demoBackend) return null;
  const request = requestOf(requests, location.pathname, location.search);
  return request ? sendEarly(request.url, request.init) : null;
}
