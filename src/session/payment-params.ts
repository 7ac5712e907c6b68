import { config } from '../config/env';

/** Page payment parameters of the repayment store (SPEC 3); a missing value is ''. */
export interface PaymentParams {
  orderId: string;
  productId: string;
  withholdingAmount: string;
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

const KEYS = [
  'orderId',
  'productId',
  'withholdingAmount',
  'couponId',
  'couponMoney',
  'userId',
  'deviceId',
  'sessionId',
  'merchantNumber',
  'mobilePhone',
  'appVersion',
  'appName',
  'clientType',
] as const satisfies readonly (keyof PaymentParams)[];

export function paymentParamsFrom(params: URLSearchParams): PaymentParams {
  const out = {} as PaymentParams;
  for (const key of KEYS) out[key] = params.get(key) ?? '';
  if (out.merchantNumber === '') out.merchantNumber = config.merchantNumberFallback;
  return out;
}
