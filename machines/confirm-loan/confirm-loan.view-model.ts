import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { LoanConfirm } from '../../src/api/loan';
import type { ConfirmLoanEvent, confirmLoanMachine } from './confirm-loan.machine';

export type ConfirmStatus = 'loading' | 'loadFailed' | 'content';

/** What the confirm page shows, from its snapshot. */
export interface ConfirmLoanViewModel {
  /** A spinner before the first offer, the failure with retry, or the offer (also while it reloads). */
  status: ConfirmStatus;
  offer: LoanConfirm | null;
  agreed: boolean;
  canSubmit: boolean;
  submitting: boolean;
  /** The recalculation modal stays up from the pop until the reloaded offer arrives. */
  recalculating: boolean;
  loadError: ApiError | null;
  pushError: ApiError | null;
  redirectRefused: boolean;
  /** A push is held (its answer lost, another tab's, or one before a reload): the order is being read; nothing is pushed. */
  held: boolean;
  /** The hold has passed and the order could not be read: the page cannot tell whether the loan was requested (also while it checks). */
  outcomeUnknown: boolean;
  /** The borrower's read of the order is on its way. */
  checking: boolean;
  /** The order, read after the hold, shows no loan: the borrower may confirm again. */
  notTaken: boolean;
}

export function selectConfirmLoanView(s: SnapshotFrom<typeof confirmLoanMachine>): ConfirmLoanViewModel {
  const loadFailed = s.matches('loadFailed');
  return {
    status: loadFailed ? 'loadFailed' : s.context.offer !== null ? 'content' : 'loading',
    offer: s.context.offer,
    agreed: s.context.agreed,
    canSubmit: s.can({ type: 'loan.submit' }),
    submitting: s.matches('submitting') || s.matches('leaving') || s.matches('taken'),
    recalculating: s.hasTag('recalculating') || (s.matches('loading') && s.context.reloaded),
    loadError: s.context.error,
    pushError: s.matches('pushFailed') ? s.context.pushError : null,
    redirectRefused: s.matches('redirectRefused'),
    held: s.matches('settling'),
    outcomeUnknown: s.matches('pushUnknown') || s.matches('checking'),
    checking: s.matches('checking'),
    notTaken: s.context.notTaken && s.matches('ready'),
  };
}

/** What the borrower can do on the confirm page, as the events it sends. */
export function confirmLoanIntents(send: (event: ConfirmLoanEvent) => void) {
  return {
    onToggle: () => send({ type: 'contract.toggle' }),
    onSubmit: () => send({ type: 'loan.submit' }),
    onRetryLoad: () => send({ type: 'confirm.retry' }),
    onOpenDetails: () => send({ type: 'details.open' }),
    onCheckOrder: () => send({ type: 'order.check' }),
  };
}
