import * as z from 'zod/mini';
import type { ApiClients } from './clients';
import { maintainsEndpoints } from './endpoints';
import { unwrap, type MaintainsCallOptions } from './maintains';
import { flag, list, optionalScalar, scalar, text } from './schema-kit';

export const ComplaintItemSchema = z.lazy(() => z.object({ id: scalar, time: text, type: text, content: text }));
export type ComplaintItem = z.output<typeof ComplaintItemSchema>;

// The spec names the tab's items but not its keys: accept title|name and list|items.
export const ComplaintTabSchema = z.lazy(() =>
  z.pipe(
    z.object({
      title: z.optional(text),
      name: z.optional(text),
      list: z.optional(list(ComplaintItemSchema)),
      items: z.optional(list(ComplaintItemSchema)),
    }),
    z.transform((tab) => ({ title: tab.title || tab.name || '', items: tab.list?.length ? tab.list : (tab.items ?? []) })),
  ),
);
export type ComplaintTab = z.output<typeof ComplaintTabSchema>;

export const ComplaintListSchema = z.lazy(() => z.object({ tabs: list(ComplaintTabSchema) }));
export type ComplaintList = z.output<typeof ComplaintListSchema>;

export const ComplaintDetailSchema = z.lazy(() =>
  z.object({
    type: text,
    sonType: text,
    problemId: optionalScalar,
    content: text,
    images: list(z.string()),
    disposeDetail: text,
    disposeImages: list(z.string()),
    /** Nonzero: ask for a rating 3 s after load. */
    isNeedScore: flag,
  }),
);
export type ComplaintDetail = z.output<typeof ComplaintDetailSchema>;

export async function fetchComplaintList(api: ApiClients, options?: MaintainsCallOptions): Promise<ComplaintList> {
  return unwrap(await api.maintains.post(maintainsEndpoints.problemList, undefined, ComplaintListSchema, options));
}

export async function fetchComplaintDetail(api: ApiClients, problemId: string, options?: MaintainsCallOptions): Promise<ComplaintDetail> {
  return unwrap(await api.maintains.post(maintainsEndpoints.problemDetail, { problemId }, ComplaintDetailSchema, options));
}
