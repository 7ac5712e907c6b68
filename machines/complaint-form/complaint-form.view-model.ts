import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../src/api';
import type { ComplaintFormEvent, complaintFormMachine } from './complaint-form.machine';

export type ComplaintFormStatus = 'loading' | 'failed' | 'editing' | 'uploading' | 'submitting' | 'success' | 'left';

/** What the complaint form shows, from its snapshot: the chosen type and what was written and attached. */
export interface ComplaintFormViewModel {
  status: ComplaintFormStatus;
  typeTitle: string;
  sonTypeTitle: string;
  text: string;
  /** URLs of the images uploaded so far. */
  images: readonly string[];
  /** Why the load failed; the view turns it into words. */
  error: ApiError | null;
}

function statusOf(s: SnapshotFrom<typeof complaintFormMachine>): ComplaintFormStatus {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches({ editing: 'uploading' })) return 'uploading';
  if (s.matches('editing')) return 'editing';
  if (s.matches('submitting')) return 'submitting';
  if (s.matches('success')) return 'success';
  return 'left';
}

export function selectComplaintFormView(s: SnapshotFrom<typeof complaintFormMachine>): ComplaintFormViewModel {
  const { typeTitle, sonTypeTitle, text, images, error } = s.context;
  return { status: statusOf(s), typeTitle, sonTypeTitle, text, images, error };
}

/** What the borrower can do on the complaint form, as the events it sends. */
export function complaintFormIntents(send: (event: ComplaintFormEvent) => void) {
  return {
    onRetry: () => send({ type: 'load.retry' }),
    onTextChange: (value: string) => send({ type: 'text.change', value }),
    onPick: (file: Blob) => send({ type: 'image.pick', file }),
    onRemove: (index: number) => send({ type: 'image.remove', index }),
    onSubmit: () => send({ type: 'form.submit' }),
  };
}
