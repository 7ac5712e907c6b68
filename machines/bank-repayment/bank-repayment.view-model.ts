import type { SnapshotFrom } from 'xstate';
import type { BankRepaymentEvent, bankRepaymentMachine } from './bank-repayment.machine';
import type { PayStop, RepayCard, RepayNotice } from './bank-repayment.types';
import type { KeptChoice } from '../shared/kept-choice';

type Snapshot = SnapshotFrom<typeof bankRepaymentMachine>;

export type RepayStatus = 'loading' | 'loadFailed' | 'choosing' | 'committing' | 'commitUnknown' | 'redirecting' | 'smsStep' | 'paid' | 'redirected';
export type ResendStatus = 'counting' | 'ready' | 'resending';
/** The amount to pay: a placeholder while it loads, the amount, why Pay is stopped, or a retry. */
export type AmountStatus = 'loading' | 'shown' | 'unusable' | 'failed';

/** What the bank-card repayment page shows, from its snapshot; the notice is turned into text by the view. */
export interface BankRepaymentViewModel {
  status: RepayStatus;
  amountStatus: AmountStatus;
  /** The amount shown and paid, in minor units; '' unless `amountStatus` is 'shown'. */
  amount: string;
  /** The value that stops Pay while `amountStatus` is 'unusable'. */
  stop: PayStop | null;
  cards: RepayCard[];
  selected: number;
  online: boolean;
  /** Whether a tap on pay would be taken now (views never re-implement a guard). */
  canPay: boolean;
  /** Whether a tap on Pay online would be taken now (it carries the amount too). */
  canPayOnline: boolean;
  notice: RepayNotice | null;
  code: string;
  remaining: number;
  resend: ResendStatus;
  confirming: boolean;
  /** The card of the commit waiting for its SMS code. */
  pendingCard: RepayCard | null;
  /** Whether the cards and repayToken on screen are the server's latest: kept ones are being checked, or could not be (docs/decisions/0128). */
  standing: 'confirmed' | 'checking' | 'unconfirmed';
  /** A payment whose outcome is unknown could not be settled: the order was not read (docs/decisions/0133). */
  unread: boolean;
}

const SAME_NAMED_STATES = ['loadFailed', 'choosing', 'committing', 'commitUnknown', 'redirecting', 'paid', 'redirected'] as const;
const AMOUNT_STATES = ['shown', 'unusable', 'failed'] as const;

function statusOf(s: Snapshot): RepayStatus {
  if (s.matches({ pay: 'restoring' }) || s.matches({ pay: 'loading' })) return 'loading';
  if (s.matches({ pay: 'smsStep' })) return 'smsStep';
  // A kept answer shows its cards as when choosing; Pay waits for the fresh one (`standing`).
  if (s.matches({ pay: 'checking' }) || s.matches({ pay: 'unconfirmed' })) return 'choosing';
  return SAME_NAMED_STATES.find((v) => s.matches({ pay: v })) ?? 'loading';
}

function amountOf(s: Snapshot): AmountStatus {
  return AMOUNT_STATES.find((v) => s.matches({ amount: v })) ?? 'loading';
}

function resendOf(s: Snapshot): ResendStatus {
  if (s.matches({ pay: { smsStep: { timer: 'ready' } } })) return 'ready';
  return s.matches({ pay: { smsStep: { timer: 'resending' } } }) ? 'resending' : 'counting';
}

export function selectBankRepaymentView(s: Snapshot): BankRepaymentViewModel {
  const { context } = s;
  return {
    status: statusOf(s),
    // The SMS step is for a commit already made: its amount is the one shown.
    amountStatus: context.pending ? 'shown' : amountOf(s),
    amount: context.pending?.amount ?? context.amount,
    stop: context.stop,
    cards: context.cards,
    selected: context.selected,
    online: context.online,
    canPay: s.can({ type: 'pay.submit' }),
    canPayOnline: s.can({ type: 'online.pay' }),
    notice: context.notice,
    code: context.code,
    remaining: context.remaining,
    resend: resendOf(s),
    confirming: s.matches({ pay: { smsStep: { code: 'confirming' } } }),
    pendingCard: context.pending?.card ?? null,
    standing: s.matches({ pay: 'checking' }) ? 'checking' : s.matches({ pay: 'unconfirmed' }) ? 'unconfirmed' : 'confirmed',
    unread: s.matches({ pay: { commitUnknown: 'unread' } }),
  };
}

/** What the borrower can do on the bank-card repayment page, as the events it sends. */
export function bankRepaymentIntents(send: (event: BankRepaymentEvent) => void) {
  return {
    onRetry: () => send({ type: 'load.retry' }),
    onAmountRetry: () => send({ type: 'amount.retry' }),
    onSelect: (index: number) => send({ type: 'card.select', index }),
    onPay: () => send({ type: 'pay.submit' }),
    onOnline: () => send({ type: 'online.pay' }),
    onCodeChange: (value: string) => send({ type: 'code.change', value }),
    onConfirm: () => send({ type: 'code.submit' }),
    onResend: () => send({ type: 'sms.resend' }),
    onCancel: () => send({ type: 'sms.cancel' }),
    onCheckPayment: () => send({ type: 'repay.check' }),
  };
}

/**
 * The card chosen, kept per history entry and chosen again on going back (docs/decisions/0111): by
 * its id, once the cards are shown, and only if that card is still among them.
 */
export const bankRepaymentChoices: readonly KeptChoice<Snapshot, BankRepaymentEvent>[] = [
  {
    name: 'bankRepayment.card',
    made: (event, s) => (event.type === 'card.select' ? (s.context.cards[s.context.selected]?.id ?? null) : null),
    again: (id, s) => {
      if (!s.matches({ pay: 'choosing' }) && !s.matches({ pay: 'checking' })) return null;
      const index = s.context.cards.findIndex((card) => card.id === id);
      return index < 0 || index === s.context.selected ? [] : [{ type: 'card.select', index }];
    },
  },
];
