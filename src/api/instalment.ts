import * as z from 'zod/mini';
import type { ApiClients } from './clients';
import { maintainsEndpoints } from './endpoints';
import type { OrderInput } from './loan';
import { unwrap, type MaintainsCallOptions } from './maintains';
import { list, money, optionalUrl, orDefault, scalar, text, textRow } from './schema-kit';

export const PayChannelSchema = z.lazy(() =>
  z.object({
    logo: optionalUrl,
    desc: text,
    /** Sent on to generate-vcode; a channel without a usable one is left out (it cannot be paid). */
    payCode: scalar,
    /** Voucher code shown with a copy action; '' when absent. */
    vCode: text,
    BARcodeImg: optionalUrl,
  }),
);
export type PayChannel = z.output<typeof PayChannelSchema>;

// The instalment page titles a group `reviewer`, the extension page `title`: one shape for both.
export const PayChannelGroupSchema = z.lazy(() =>
  z.pipe(
    z.object({ title: z.optional(text), reviewer: z.optional(text), list: list(PayChannelSchema) }),
    z.transform((g) => ({ title: g.title || g.reviewer || '', list: g.list })),
  ),
);
export type PayChannelGroup = z.output<typeof PayChannelGroupSchema>;

export const InstalmentPlanSchema = z.lazy(() =>
  z.object({
    repayAmount: money,
    productName: text,
    productLogo: optionalUrl,
    repayDate: text,
    detail: list(textRow),
    repayList: list(PayChannelGroupSchema),
    noticeMsg: text,
  }),
);
export type InstalmentPlan = z.output<typeof InstalmentPlanSchema>;

export const DelayDetailSchema = z.lazy(() =>
  z.object({
    productLogo: optionalUrl,
    productName: text,
    delayInfo: orDefault(z.object({ reviewer: text, delayAmount: money, delayTime: text }), () => ({ reviewer: '', delayAmount: '', delayTime: '' })),
    repayPlan: list(z.object({ title: text, amount: money, remark: text, time: text })),
    repayList: list(PayChannelGroupSchema),
    noticeMsg: text,
    note: text,
  }),
);
export type DelayDetail = z.output<typeof DelayDetailSchema>;

export async function fetchInstalmentPlan(api: ApiClients, input: OrderInput, options?: MaintainsCallOptions): Promise<InstalmentPlan> {
  const body = { productId: input.productId, orderId: input.orderId };
  return unwrap(await api.maintains.post(maintainsEndpoints.instalmentPlan, body, InstalmentPlanSchema, options));
}

export async function fetchDelayDetail(api: ApiClients, input: OrderInput, options?: MaintainsCallOptions): Promise<DelayDetail> {
  const body = { productId: input.productId, orderId: input.orderId };
  return unwrap(await api.maintains.post(maintainsEndpoints.delayDetail, body, DelayDetailSchema, options));
}
