import * as z from 'zod/mini';
import type { ApiClients } from './clients';
import { maintainsEndpoints } from './endpoints';
import { unwrap, type MaintainsCallOptions } from './maintains';
import { flag, list, optionalUrl, orDefault, scalar, text, titleValue, url } from './schema-kit';

export const ProblemOrderSchema = z.lazy(() =>
  z.object({
    orderNo: scalar,
    productLogo: optionalUrl,
    productName: text,
    status: text,
    list: list(titleValue),
    /** 1 when the order accepts the collection complaint type. */
    isShow: flag,
  }),
);
export type ProblemOrder = z.output<typeof ProblemOrderSchema>;

// A user without orders gets null, or an empty PHP array, for orderDetail; an order that cannot
// be read (no usable orderNo) is no current order either.
const currentOrder = z.lazy(() => orDefault<z.ZodMiniNullable<typeof ProblemOrderSchema>>(z.nullable(ProblemOrderSchema), () => null));

export const ProblemInitSchema = z.lazy(() =>
  z.object({
    problemType: list(titleValue),
    problemSonType: list(titleValue),
    orderDetail: currentOrder,
    orderList: list(ProblemOrderSchema),
  }),
);
export type ProblemInit = z.output<typeof ProblemInitSchema>;

export const UploadedImageSchema = z.lazy(() => z.object({ url }));
export type UploadedImage = z.output<typeof UploadedImageSchema>;

export const ServiceInfoSchema = z.lazy(() => z.object({ phone: text, va: text, email: text }));
export type ServiceInfo = z.output<typeof ServiceInfoSchema>;

/** With the page's orderId on first load; without a body afterwards. */
export async function fetchProblemInit(api: ApiClients, orderId?: string, options?: MaintainsCallOptions): Promise<ProblemInit> {
  const body = orderId ? { orderId } : undefined;
  return unwrap(await api.maintains.post(maintainsEndpoints.problemInit, body, ProblemInitSchema, options));
}

/**
 * Multipart upload, file under `problemImage`; a failure carries the server message. A photo is
 * sent with `send` from src/api/upload-adapter.ts: its progress, and a time limit by size and progress.
 */
export async function uploadProblemImage(
  api: ApiClients,
  file: Blob,
  fileName = 'image.jpg',
  options?: MaintainsCallOptions,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('problemImage', file, fileName);
  return unwrap(await api.maintains.post(maintainsEndpoints.uploadProblemImage, form, UploadedImageSchema, options));
}

export interface ComplaintDraft {
  problemType: string;
  problemSonType: string;
  problemDetail: string;
  /** Uploaded image URLs; sent comma-joined ('' when none). */
  images: readonly string[];
  orderNo: string;
}

export async function saveComplaint(api: ApiClients, draft: ComplaintDraft, options?: MaintainsCallOptions): Promise<void> {
  const body = {
    problemType: draft.problemType,
    problemSonType: draft.problemSonType,
    problemDetail: draft.problemDetail,
    problemImage: draft.images.join(','),
    orderNo: draft.orderNo,
  };
  unwrap(await api.maintains.post(maintainsEndpoints.problemSave, body, z.unknown(), options));
}

/** Customer-service phone, telephone line (va) and e-mail; the server expects overall=30. */
export async function fetchServiceInfo(api: ApiClients, options?: MaintainsCallOptions): Promise<ServiceInfo> {
  return unwrap(await api.maintains.post(maintainsEndpoints.getWhatsapp, { overall: 30 }, ServiceInfoSchema, options));
}
