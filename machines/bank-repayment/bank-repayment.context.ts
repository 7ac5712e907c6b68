import type { CommitInput, PendingCommit, RepayCard, RepayInput, RepayNotice } from './bank-repayment.types';

/** What the bank-card repayment machine holds. */
export interface BankRepaymentContext {
  params: RepayInput;
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
}

/** The repayment-commit body for the chosen card (or the pending commit's card on a resend). */
export function commitInput(context: BankRepaymentContext, sendMsg: 0 | 1): CommitInput {
  const card = context.pending?.card ?? context.cards[context.selected];
  return {
    amount: context.params.amount,
    bankName: card?.bankName ?? '',
    cardId: card?.id ?? '',
    cardNo: card?.cardNo ?? '',
    couponId: context.params.couponId,
    orderId: context.params.orderId,
    repayToken: context.pending?.repayToken ?? context.repayToken,
    bankCode: card?.bankCode ?? '',
    sendMsg,
  };
}
