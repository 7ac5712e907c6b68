import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../src/api';
import type { ComplaintFormEvent, complaintFormMachine } from './complaint-form.machine';
import type { PhotoRefusal } from './photo-rules';
import type { PhotoStatus } from './photos';

/** `settling`, `notFound`, `unsettled`: a save cut by a reload, being settled by the complaint list (docs/decisions/0137). */
export type ComplaintFormStatus =
  'loading' | 'failed' | 'editing' | 'sending' | 'submitting' | 'settling' | 'notFound' | 'unsettled' | 'success' | 'left';

/** One image on the form as the borrower sees it. */
export interface PhotoView {
  id: number;
  status: PhotoStatus;
  /** The picture on the phone (the small one once made, else as picked): its thumbnail, never downloaded back. */
  local: Blob | null;
  /** The uploaded URL: the thumbnail of an image restored from the draft. */
  url: string;
  /** Per cent sent while it uploads; null before its first progress. */
  percent: number | null;
  refusal: PhotoRefusal | null;
  /** Why its upload failed; the view turns it into words on the image. */
  error: ApiError | null;
}

/** What the complaint form shows, from its snapshot: the chosen type and what was written and attached. */
export interface ComplaintFormViewModel {
  status: ComplaintFormStatus;
  typeTitle: string;
  sonTypeTitle: string;
  text: string;
  /** Every image on the form, in order. */
  photos: readonly PhotoView[];
  /** Why the load failed; the view turns it into words. */
  error: ApiError | null;
}

function statusOf(s: SnapshotFrom<typeof complaintFormMachine>): ComplaintFormStatus {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches({ editing: 'sending' })) return 'sending';
  if (s.matches('editing')) return 'editing';
  if (s.matches('submitting')) return 'submitting';
  if (s.matches('settling')) return 'settling';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('unsettled')) return 'unsettled';
  if (s.matches('success')) return 'success';
  return 'left';
}

export function selectComplaintFormView(s: SnapshotFrom<typeof complaintFormMachine>): ComplaintFormViewModel {
  const { typeTitle, sonTypeTitle, text, photos, error } = s.context;
  return {
    status: statusOf(s),
    typeTitle,
    sonTypeTitle,
    text,
    photos: photos.map((p) => ({
      id: p.id,
      status: p.status,
      local: p.body ?? p.file,
      url: p.url,
      percent: p.status === 'uploading' && p.total > 0 ? Math.min(100, Math.floor((p.sent / p.total) * 100)) : null,
      refusal: p.refusal,
      error: p.error,
    })),
    error,
  };
}

/** What the borrower can do on the complaint form, as the events it sends. */
export function complaintFormIntents(send: (event: ComplaintFormEvent) => void) {
  return {
    onRetry: () => send({ type: 'load.retry' }),
    onTextChange: (value: string) => send({ type: 'text.change', value }),
    onPick: (file: Blob) => send({ type: 'image.pick', file }),
    onRemove: (id: number) => send({ type: 'image.remove', id }),
    onCancel: (id: number) => send({ type: 'image.cancel', id }),
    onRetryPhoto: (id: number) => send({ type: 'image.retry', id }),
    onSubmit: () => send({ type: 'form.submit' }),
    onCheckAgain: () => send({ type: 'settle.retry' }),
  };
}
