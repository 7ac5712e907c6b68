import type { SnapshotFrom } from 'xstate';
import type { loanDetailsMachine } from './loan-details.machine';

type DetailsSnapshot = SnapshotFrom<typeof loanDetailsMachine>;

export type DetailsStatus = 'loading' | 'loadFailed' | 'ready';

/** Every state after a successful load shows the order. */
export const selectDetailsStatus = (s: DetailsSnapshot): DetailsStatus =>
  s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready';
export const selectOrder = (s: DetailsSnapshot) => s.context.order;
export const selectDetailsError = (s: DetailsSnapshot) => s.context.error;
export const selectCanRepay = (s: DetailsSnapshot) => s.can({ type: 'repay.start' });
export const selectCanExtend = (s: DetailsSnapshot) => s.can({ type: 'extension.open' });
export const selectCanBorrowAgain = (s: DetailsSnapshot) => s.can({ type: 'loan.again' });
export const selectReminderOpen = (s: DetailsSnapshot) => s.matches('extensionReminder');
