import type { SnapshotFrom } from 'xstate';
import type { bankRepaymentMachine } from './bank-repayment.machine';

type Snapshot = SnapshotFrom<typeof bankRepaymentMachine>;

export type RepayStatus = 'loading' | 'loadFailed' | 'choosing' | 'committing' | 'redirecting' | 'smsStep' | 'paid' | 'redirected';
export type ResendStatus = 'counting' | 'ready' | 'resending';

export const selectStatus = (s: Snapshot): RepayStatus => {
  if (s.matches('restoring') || s.matches('loading')) return 'loading';
  if (s.matches('smsStep')) return 'smsStep';
  return (['loadFailed', 'choosing', 'committing', 'redirecting', 'paid', 'redirected'] as const).find((v) => s.matches(v)) ?? 'loading';
};
export const selectResend = (s: Snapshot): ResendStatus =>
  s.matches({ smsStep: { timer: 'ready' } }) ? 'ready' : s.matches({ smsStep: { timer: 'resending' } }) ? 'resending' : 'counting';
export const selectConfirming = (s: Snapshot) => s.matches({ smsStep: { code: 'confirming' } });
export const selectCards = (s: Snapshot) => s.context.cards;
export const selectSelected = (s: Snapshot) => s.context.selected;
export const selectOnline = (s: Snapshot) => s.context.online;
export const selectNotice = (s: Snapshot) => s.context.notice;
export const selectCode = (s: Snapshot) => s.context.code;
export const selectRemaining = (s: Snapshot) => s.context.remaining;
export const selectPendingCard = (s: Snapshot) => s.context.pending?.card ?? null;
export const selectAmount = (s: Snapshot) => s.context.params.amount;
/** Whether a tap on pay would be taken now (views never re-implement a guard). */
export const selectCanPay = (s: Snapshot) => s.can({ type: 'pay.submit' });
