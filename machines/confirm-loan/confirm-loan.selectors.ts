import type { SnapshotFrom } from 'xstate';
import type { confirmLoanMachine } from './confirm-loan.machine';

type ConfirmSnapshot = SnapshotFrom<typeof confirmLoanMachine>;

export type ConfirmStatus = 'loading' | 'loadFailed' | 'content';

/** The whole page: a spinner before the first offer, the failure with retry, or the offer (also while it reloads). */
export const selectConfirmStatus = (s: ConfirmSnapshot): ConfirmStatus =>
  s.context.offer !== null && !s.matches('loadFailed') ? 'content' : s.matches('loadFailed') ? 'loadFailed' : 'loading';
export const selectOffer = (s: ConfirmSnapshot) => s.context.offer;
export const selectAgreed = (s: ConfirmSnapshot) => s.context.agreed;
export const selectCanSubmit = (s: ConfirmSnapshot) => s.can({ type: 'loan.submit' });
export const selectSubmitting = (s: ConfirmSnapshot) => s.matches('submitting') || s.matches('leaving');
/** The recalculation modal stays up from the pop until the reloaded offer arrives. */
export const selectRecalculating = (s: ConfirmSnapshot) => s.hasTag('recalculating') || (s.matches('loading') && s.context.reloaded);
export const selectLoadError = (s: ConfirmSnapshot) => s.context.error;
export const selectPushError = (s: ConfirmSnapshot) => (s.matches('pushFailed') ? s.context.pushError : null);
export const selectRedirectRefused = (s: ConfirmSnapshot) => s.matches('redirectRefused');
