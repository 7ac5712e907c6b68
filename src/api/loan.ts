import * as z from 'zod/mini';
import type { ApiClients } from './clients';
import { maintainsEndpoints } from './endpoints';
import { unwrap, type MaintainsCallOptions } from './maintains';
import { flag, integer, list, money, optionalMoney, optionalScalar, optionalUrl, orDefault, text, textRow, url } from './schema-kit';

export const LoanConfirmSchema = z.lazy(() =>
  z.object({
    firstPayTime: text,
    amount: money,
    /** Sent back with the push; '' when unusable (the confirm button then explains). */
    periods: optionalScalar,
    termUnit: text,
    isNeedPop: flag,
    sendSms: flag,
    details: list(textRow),
    repay_plans: list(z.object({ title: text, pay_time: text, amount: money, description: text })),
    loanRate: text,
    ratemsg: text,
    amountDec: text,
    /** The contract URL; '' when there is no contract to show. */
    isNewContract: optionalUrl,
    messageType: text,
    comProductLogo: optionalUrl,
    comProductName: text,
    /** Coupon amount; null hides the coupon row. */
    couNum: optionalMoney,
  }),
);
export type LoanConfirm = z.output<typeof LoanConfirmSchema>;

export const LoanPushSchema = z.lazy(() => z.object({ lendDetailsUrl: url }));
export type LoanPush = z.output<typeof LoanPushSchema>;

export const LoanDetailsSchema = z.lazy(() =>
  z.object({
    orderStatus: integer,
    noticeStatusText: text,
    noticeDesText: text,
    productName: text,
    productLogo: optionalUrl,
    userOrderDetail: orDefault(z.object({ detail: list(textRow) }), () => ({ detail: [] })),
    /** Loan-market block data; the block is always hidden (SPEC 4), so it is passed through. */
    inside: z.optional(z.unknown()),
    isScore: flag,
    h5Url: optionalUrl,
    isDelay: flag,
    isNewContract: optionalUrl,
  }),
);
export type LoanDetails = z.output<typeof LoanDetailsSchema>;

export interface LoanConfirmInput {
  productId: string;
  /** 1 on the reload after the recalculation modal. */
  isType?: 1;
}

export async function fetchLoanConfirm(api: ApiClients, input: LoanConfirmInput, options?: MaintainsCallOptions): Promise<LoanConfirm> {
  const body = { productId: input.productId, isType: input.isType };
  return unwrap(await api.maintains.post(maintainsEndpoints.loanConfirm, body, LoanConfirmSchema, options));
}

export interface LoanPushInput {
  amount: number | string;
  periods: number | string;
  termUnit: string;
  productId: string;
}

export async function pushLoan(api: ApiClients, input: LoanPushInput, options?: MaintainsCallOptions): Promise<LoanPush> {
  const { amount, periods, termUnit, productId } = input;
  const body = { amount, periods, termUnit, productId };
  return unwrap(await api.maintains.post(maintainsEndpoints.loanPush, body, LoanPushSchema, options));
}

export interface OrderInput {
  productId: string;
  orderId: string;
}

export async function fetchLoanDetails(api: ApiClients, input: OrderInput, options?: MaintainsCallOptions): Promise<LoanDetails> {
  const body = { productId: input.productId, orderId: input.orderId };
  return unwrap(await api.maintains.post(maintainsEndpoints.loanDetails, body, LoanDetailsSchema, options));
}

/** Sends the star rating (1-5); the page does not read the answer beyond success. */
export async function sendGoogleScore(api: ApiClients, score: number, options?: MaintainsCallOptions): Promise<void> {
  unwrap(await api.maintains.post(maintainsEndpoints.googleScore, { score }, z.unknown(), options));
}
