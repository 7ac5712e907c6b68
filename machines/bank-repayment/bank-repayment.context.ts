import type { CommitInput, PayStop, PendingCommit, RepayCard, RepayInput, RepayNotice } from './bank-repayment.types';

/** What the bank-card repayment machine holds. */
export interface BankRepaymentContext {
  params: RepayInput;
  /** The amount shown, in minor units; '' until the amount region is `shown`. */
  amount: string;
  /** The coupon sent with it (read with the amount); '' when none. */
  couponId: string;
  /** Why Pay is stopped while the amount region is `unusable`. */
  stop: PayStop | null;
  cards: RepayCard[];
  repayToken: string;
  online: boolean;
  /** Index in `cards`; -1 until the borrower picks one. */
  selected: number;
  pending: PendingCommit | null;
  code: string;
  remaining: number;
  notice: RepayNotice | null;
  redirectUrl: string;
  /** A commit or confirm whose outcome is unknown: the next read of the order, and how old the hold was then (0133). */
  hold: { read: number; elapsed: number } | null;
}

/**
 * The repayment-commit body for the chosen card and the amount shown (or, on a resend, the pending
 * commit's card, amount and coupon: the ones committed).
 */
export function commitInput(context: BankRepaymentContext, sendMsg: 0 | 1): CommitInput {
  const card = context.pending?.card ?? context.cards[context.selected];
  return {
    amount: context.pending?.amount ?? context.amount,
    bankName: card?.bankName ?? '',
    cardId: card?.id ?? '',
    cardNo: card?.cardNo ?? '',
    couponId: context.pending?.couponId ?? context.couponId,
    orderId: context.params.orderId,
    repayToken: context.pending?.repayToken ?? context.repayToken,
    bankCode: card?.bankCode ?? '',
    sendMsg,
  };
}
