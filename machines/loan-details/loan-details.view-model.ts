import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { LoanDetails } from '../../src/api/loan';
import type { LoanDetailsEvent, loanDetailsMachine } from './loan-details.machine';

export type DetailsStatus = 'loading' | 'loadFailed' | 'ready';

/** What the loan details page shows, from its snapshot. */
export interface LoanDetailsViewModel {
  /** Every state after a successful load shows the order. */
  status: DetailsStatus;
  order: LoanDetails | null;
  error: ApiError | null;
  canRepay: boolean;
  canExtend: boolean;
  canBorrowAgain: boolean;
  reminderOpen: boolean;
}

export function selectLoanDetailsView(s: SnapshotFrom<typeof loanDetailsMachine>): LoanDetailsViewModel {
  return {
    status: s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready',
    order: s.context.order,
    error: s.context.error,
    canRepay: s.can({ type: 'repay.start' }),
    canExtend: s.can({ type: 'extension.open' }),
    canBorrowAgain: s.can({ type: 'loan.again' }),
    reminderOpen: s.matches('extensionReminder'),
  };
}

/** What the borrower can do on the loan details page, as the events it sends. */
export function loanDetailsIntents(send: (event: LoanDetailsEvent) => void) {
  return {
    onRetry: () => send({ type: 'details.retry' }),
    onRepay: () => send({ type: 'repay.start' }),
    onExtension: () => send({ type: 'extension.open' }),
    onBorrowAgain: () => send({ type: 'loan.again' }),
    onReminderExtend: () => send({ type: 'reminder.extend' }),
    onReminderRepay: () => send({ type: 'reminder.repay' }),
    onReminderClose: () => send({ type: 'reminder.close' }),
  };
}
