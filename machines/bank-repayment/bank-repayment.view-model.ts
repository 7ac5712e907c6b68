import type { SnapshotFrom } from 'xstate';
import type { BankRepaymentEvent, bankRepaymentMachine } from './bank-repayment.machine';
import type { RepayCard, RepayNotice } from './bank-repayment.types';

type Snapshot = SnapshotFrom<typeof bankRepaymentMachine>;

export type RepayStatus = 'loading' | 'loadFailed' | 'choosing' | 'committing' | 'redirecting' | 'smsStep' | 'paid' | 'redirected';
export type ResendStatus = 'counting' | 'ready' | 'resending';

/** What the bank-card repayment page shows, from its snapshot; the notice is turned into text by the view. */
export interface BankRepaymentViewModel {
  status: RepayStatus;
  /** withholdingAmount, in minor units. */
  amount: string;
  cards: RepayCard[];
  selected: number;
  online: boolean;
  /** Whether a tap on pay would be taken now (views never re-implement a guard). */
  canPay: boolean;
  notice: RepayNotice | null;
  code: string;
  remaining: number;
  resend: ResendStatus;
  confirming: boolean;
  /** The card of the commit waiting for its SMS code. */
  pendingCard: RepayCard | null;
}

const SAME_NAMED_STATES = ['loadFailed', 'choosing', 'committing', 'redirecting', 'paid', 'redirected'] as const;

function statusOf(s: Snapshot): RepayStatus {
  if (s.matches('restoring') || s.matches('loading')) return 'loading';
  if (s.matches('smsStep')) return 'smsStep';
  return SAME_NAMED_STATES.find((v) => s.matches(v)) ?? 'loading';
}

function resendOf(s: Snapshot): ResendStatus {
  if (s.matches({ smsStep: { timer: 'ready' } })) return 'ready';
  return s.matches({ smsStep: { timer: 'resending' } }) ? 'resending' : 'counting';
}

export function selectBankRepaymentView(s: Snapshot): BankRepaymentViewModel {
  const { context } = s;
  return {
    status: statusOf(s),
    amount: context.params.amount,
    cards: context.cards,
    selected: context.selected,
    online: context.online,
    canPay: s.can({ type: 'pay.submit' }),
    notice: context.notice,
    code: context.code,
    remaining: context.remaining,
    resend: resendOf(s),
    confirming: s.matches({ smsStep: { code: 'confirming' } }),
    pendingCard: context.pending?.card ?? null,
  };
}

/** What the borrower can do on the bank-card repayment page, as the events it sends. */
export function bankRepaymentIntents(send: (event: BankRepaymentEvent) => void) {
  return {
    onRetry: () => send({ type: 'load.retry' }),
    onSelect: (index: number) => send({ type: 'card.select', index }),
    onPay: () => send({ type: 'pay.submit' }),
    onOnline: () => send({ type: 'online.pay' }),
    onCodeChange: (value: string) => send({ type: 'code.change', value }),
    onConfirm: () => send({ type: 'code.submit' }),
    onResend: () => send({ type: 'sms.resend' }),
    onCancel: () => send({ type: 'sms.cancel' }),
  };
}
