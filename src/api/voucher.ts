import * as z from 'zod/mini';
import type { ApiClients } from './clients';
import { maintainsEndpoints } from './endpoints';
import { unwrap, type MaintainsCallOptions } from './maintains';
import { list, money, optionalUrl, orDefault, scalar, text } from './schema-kit';

export const VoucherSchema = z.lazy(() =>
  z.object({
    topLogo: optionalUrl,
    repayDetail: z.object({
      amount: money,
      repayTitle: text,
      repayDes: text,
      /** The code image. */
      repayCode: optionalUrl,
      /** The voucher code the borrower pays with: required, a blank one would mislead. */
      vCode: scalar,
      companyName: text,
    }),
    dataList: list(z.object({ title: text, content: list(text) })),
    imgList: orDefault(z.object({ title: text, eMail: text, content: list(z.string()) }), () => ({ title: '', eMail: '', content: [] })),
    bottomLogo: optionalUrl,
  }),
);
export type Voucher = z.output<typeof VoucherSchema>;

/** 1 = instalment repayment, 2 = extension (delay) repayment. */
export type RepayRequestType = 1 | 2;

export interface VoucherInput {
  productId: string;
  orderId: string;
  amount: number | string;
  payCode: string;
  requestType: RepayRequestType | `${RepayRequestType}`;
}

export async function generateVoucher(api: ApiClients, input: VoucherInput, options?: MaintainsCallOptions): Promise<Voucher> {
  const { productId, orderId, amount, payCode, requestType } = input;
  const body = { productId, orderId, amount, payCode, requestType };
  return unwrap(await api.maintains.post(maintainsEndpoints.generateVcode, body, VoucherSchema, options));
}
