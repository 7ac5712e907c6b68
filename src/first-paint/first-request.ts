// The first data request of the loan pages whose first view is their loading state, built from
// the page address alone, so the page's inline script sends it while the app's scripts download
// (docs/how-a-page-loads.md). Each guess must equal the request the page's machine makes
// (tests/unit/first-paint/first-request.test.tsx renders every page to prove it).
import { apiBase, demoBackend } from '../config/build-env';
import { requestSessionFromQuery, type RequestSession } from '../session/session';
import { sendEarly } from '../api/early-response';
import { DELAY_DETAIL, GENERATE_VCODE, INSTALMENT_PLAN, LOAN_CONFIRM, LOAN_DETAILS, maintainsPath } from '../api/endpoints';
import { appendQuery, formEncode, REQUESTED_WITH, type FormBody } from '../api/request-parts';
import { orderValues } from '../session/page-values';
import { confirmValues, voucherValues } from '../session/voucher-values';

/**
 * Reads what the page reads, through the same readers (decision 0092): order and confirm pages the
 * common query, payment instructions every param. A page whose values are not usable sends nothing.
 */
type Guess = (session: RequestSession) => { endpoint: string; body: FormBody } | null;

const order =
  (endpoint: string): Guess =>
  ({ commonQuery }) => {
    const order = orderValues(commonQuery);
    return order.ok ? { endpoint, body: order.value } : null;
  };
const confirm: Guess = ({ commonQuery }) => {
  const product = confirmValues(commonQuery);
  return product.ok ? { endpoint: LOAN_CONFIRM, body: product.value } : null;
};
const voucher: Guess = (session) => {
  const input = voucherValues({ ...session.query, ...session.commonQuery });
  return input.ok ? { endpoint: GENERATE_VCODE, body: input.value } : null;
};

/** Page path (as in the route table) -> its first request. */
export const FIRST_REQUESTS: Readonly<Record<string, Guess>> = {
  '/loan/detail': order(LOAN_DETAILS),
  '/loan/order': order(LOAN_DETAILS),
  '/loan/confirm': confirm,
  '/loan/confirm-new': confirm,
  '/loan/confirm-period': confirm,
  '/repay/choose': order(INSTALMENT_PLAN),
  '/repay/delay': order(DELAY_DETAIL),
  '/carpmm': voucher,
  '/repay/instructions': voucher,
};

export interface FirstRequest {
  url: string;
  init: RequestInit & { method: 'POST'; body: string; headers: Record<string, string> };
}

/** The request the page at this address makes first, as client one sends it; null for other pages. */
export function firstRequestFor(pathname: string, search: string): FirstRequest | null {
  const guess = FIRST_REQUESTS[pathname.replace(/\/+$/, '')];
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
export function sendFirstRequest(location: Pick<Location, 'pathname' | 'search'> = window.location): Promise<Response> | null {
  if (demoBackend) return null;
  const request = firstRequestFor(location.pathname, location.search);
  return request ? sendEarly(request.url, request.init) : null;
}
