import { config } from '../config/env';
import { readId, readMinorAmount, readOptionalId, type Checked } from '../lib/acted-on';

/**
 * Page payment parameters of the repayment store (SPEC 3); a missing value is '', except
 * `withholdingAmount`, which is null when the query does not have it at all (then the bank-card
 * page loads the amount due) and its text, even '', when it does.
 */
export interface PaymentParams {
  orderId: string;
  productId: string;
  withholdingAmount: string | null;
  couponId: string;
  couponMoney: string;
  userId: string;
  deviceId: string;
  sessionId: string;
  merchantNumber: string;
  mobilePhone: string;
  appVersion: string;
  appName: string;
  clientType: string;
}

export function paymentParamsFrom(params: URLSearchParams): PaymentParams {
  const get = (key: keyof PaymentParams) => params.get(key) ?? '';
  return {
    orderId: get('orderId'),
    productId: get('productId'),
    withholdingAmount: params.get('withholdingAmount'),
    couponId: get('couponId'),
    couponMoney: get('couponMoney'),
    userId: get('userId'),
    deviceId: get('deviceId'),
    sessionId: get('sessionId'),
    merchantNumber: get('merchantNumber') || config.merchantNumberFallback,
    mobilePhone: get('mobilePhone'),
    appVersion: get('appVersion'),
    appName: get('appName'),
    clientType: get('clientType'),
  };
}

/** What the bank-card page acts on, read once at the edge (docs/decisions/0092, 0093). */
export interface RepayQuery {
  orderId: Checked<string>;
  /** Needed only to load the amount due when the query has no amount. */
  productId: Checked<string>;
  couponId: Checked<string>;
  /** null when the query has no `withholdingAmount` (opened from loan details): the page loads it; else as read ('' is missing). */
  withholdingAmount: Checked<string> | null;
  /** A session value, sent on as received (like the other common query values). */
  userId: string;
}

export function readRepayQuery(params: PaymentParams): RepayQuery {
  return {
    orderId: readId(params.orderId),
    productId: readId(params.productId),
    couponId: readOptionalId(params.couponId),
    withholdingAmount: params.withholdingAmount === null ? null : readMinorAmount(params.withholdingAmount),
    userId: params.userId,
  };
}
