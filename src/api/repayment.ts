import * as z from 'zod/mini';
import type { ApiClients } from './clients';
import type { CallOptions } from './http';
import { repaymentEndpoints, repaymentPath } from './endpoints';
import { apiError } from './errors';
import { flag, list, parseBody, scalar, text, url } from './schema-kit';
import { isRecord } from '../lib/record';

// Legacy repayment calls go through client one; success is the exact code '00'. A failure is an
// ApiError 'business' with the server code (800005 double submit, 800006 wrong code) and message.

const EnvelopeSchema = z.lazy(() =>
  z.object({ code: scalar, message: text, msg: text, data: z.optional(z.unknown()), url: z.optional(z.unknown()) }),
);
type Envelope = z.output<typeof EnvelopeSchema>;

async function succeed(request: Promise<unknown>): Promise<Envelope> {
  const body = parseBody(EnvelopeSchema, await request);
  if (body.code !== '00') throw apiError({ kind: 'business', code: body.code, message: body.message || body.msg });
  return body;
}

export const BankCardSchema = z.lazy(() => z.object({ id: scalar, bankName: text, cardNo: text, bankCode: text }));
export type BankCard = z.output<typeof BankCardSchema>;

export const RepaymentWaySchema = z.lazy(() =>
  z.object({
    alipay: z.optional(z.unknown()),
    repayToken: scalar,
    bankCards: list(BankCardSchema),
  }),
);
export type RepaymentWay = z.output<typeof RepaymentWaySchema>;

export const RepaymentCommitSchema = z.lazy(() => z.object({ needValid: flag, repayRecordId: text }));
export type RepaymentCommit = z.output<typeof RepaymentCommitSchema>;

export const RepaymentRedirectSchema = z.lazy(() => z.object({ url }));
export type RepaymentRedirect = z.output<typeof RepaymentRedirectSchema>;

const path = (api: ApiClients, endpoint: string) => repaymentPath(endpoint, api.provider, api.service);

export async function fetchRepaymentWay(api: ApiClients, orderId: string, options: CallOptions = {}): Promise<RepaymentWay> {
  const body = await succeed(api.one.get(path(api, repaymentEndpoints.way), { orderId }, options));
  return parseBody(RepaymentWaySchema, body.data);
}

export interface RepaymentCommitInput {
  amount: number | string;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string;
  orderId: string;
  repayToken: string;
  bankCode: string;
  sendMsg: 0 | 1;
}

export async function commitRepayment(api: ApiClients, input: RepaymentCommitInput, options: CallOptions = {}): Promise<RepaymentCommit> {
  const { amount, bankName, cardId, cardNo, couponId, orderId, repayToken, bankCode, sendMsg } = input;
  const payload = { amount, bankName, cardId, cardNo, couponId, orderId, repayToken, bankCode, sendMsg };
  const body = await succeed(api.one.post(path(api, repaymentEndpoints.commit), payload, options));
  return parseBody(RepaymentCommitSchema, body.data);
}

/** The payment page to redirect to, read from data.url or, failing that, a top-level url. */
export async function requestHuichaoRedirect(
  api: ApiClients,
  input: { userId: string; orderId: string; amount: number | string },
  options: CallOptions = {},
): Promise<RepaymentRedirect> {
  const payload = { userId: input.userId, orderId: input.orderId, amount: input.amount };
  const body = await succeed(api.one.post(path(api, repaymentEndpoints.huichao), payload, options));
  const data = isRecord(body.data) ? body.data : {};
  return parseBody(RepaymentRedirectSchema, { url: data.url ?? body.url });
}

export async function confirmRepayment(
  api: ApiClients,
  input: { orderId: string; verifyCode: string; repaymentRecordId: string },
  options: CallOptions = {},
): Promise<void> {
  const payload = { orderId: input.orderId, verifyCode: input.verifyCode, repaymentRecordId: input.repaymentRecordId };
  await succeed(api.one.post(path(api, repaymentEndpoints.confirm), payload, options));
}
