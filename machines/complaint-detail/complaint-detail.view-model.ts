import type { SnapshotFrom } from 'xstate';
import type { ApiError, ComplaintDetail } from '../../src/api';
import type { ComplaintDetailEvent, complaintDetailMachine } from './complaint-detail.machine';

/** What the complaint detail shows, from its snapshot (the rating has its own view model). */
export interface ComplaintDetailViewModel {
  status: 'loading' | 'failed' | 'loaded';
  detail: ComplaintDetail | null;
  /** Why the load failed; the view turns it into words. */
  error: ApiError | null;
}

export function selectComplaintDetailView(s: SnapshotFrom<typeof complaintDetailMachine>): ComplaintDetailViewModel {
  return {
    status: s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'loaded',
    detail: s.context.detail,
    error: s.context.error,
  };
}

/** What the borrower can do on the complaint detail, as the events it sends. */
export function complaintDetailIntents(send: (event: ComplaintDetailEvent) => void) {
  return { onRetry: () => send({ type: 'load.retry' }) };
}
