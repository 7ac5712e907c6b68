import * as z from 'zod/mini';
import type { ApiClients } from './clients';
import { maintainsEndpoints } from './endpoints';
import { unwrap, type MaintainsCallOptions } from './maintains';
import { optionalMoney, text } from './schema-kit';

// The server spells two fields two ways (userName/username, amount/mount); one name each here.
export const ContractDetailSchema = z.lazy(() =>
  z.pipe(
    z.object({
      userName: z.optional(text),
      username: z.optional(text),
      productName: text,
      amount: z.optional(optionalMoney),
      mount: z.optional(optionalMoney),
      bankNo: text,
      daiDate: text,
      planDate: text,
      contractAmount: optionalMoney,
      commission: optionalMoney,
      Interest: optionalMoney,
      IVA: optionalMoney,
      giveAmount: optionalMoney,
      userAddress: text,
      contractDate: text,
      company: text,
    }),
    z.transform(({ userName, username, amount, mount, ...rest }) => ({
      ...rest,
      userName: userName || username || '',
      amount: amount ?? mount ?? null,
    })),
  ),
);
export type ContractDetail = z.output<typeof ContractDetailSchema>;

export async function fetchContractDetail(api: ApiClients, orderNo: string, options?: MaintainsCallOptions): Promise<ContractDetail> {
  return unwrap(await api.maintains.post(maintainsEndpoints.contractDetail, { orderNo }, ContractDetailSchema, options));
}
