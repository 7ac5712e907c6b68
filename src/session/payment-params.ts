import { config } from '../config/env';

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
