// Data of the bank-card repayment flow, kept free of runtime imports so machines, pages and tests share it.
import type { RepaymentCommitInput } from '../../src/api/repayment';
import type { Checked, Unusable } from '../../src/api';

export interface RepayCard {
  id: string;
  bankName: string;
  cardNo: string;
  bankCode: string;
}

/**
 * A commit the server accepted that waits for its SMS code; kept across a reload so it is never
 * sent again. A resend carries the amount and coupon of that commit, the ones the borrower was shown.
 */
export interface PendingCommit {
  repayRecordId: string;
  orderId: string;
  repayToken: string;
  card: RepayCard;
  /** Minor units, as committed. */
  amount: string;
  couponId: string;
}

/**
 * A pending commit read back after a reload, with the seconds left of its resend countdown counted
 * from when its last code was sent (docs/decisions/0137); without them, a full countdown.
 */
export type RestoredCommit = PendingCommit & { remaining?: number };

/** A commit or confirm of this order held on the phone (docs/decisions/0133): how old its hold is, in ms. */
export interface HeldCommit {
  heldFor: number;
}

/** What the page finds when it loads: a commit held (its outcome unknown), one waiting for its code, or none. */
export type PendingRead = RestoredCommit | HeldCommit | null;

export const isHeld = (read: PendingRead): read is HeldCommit => read !== null && 'heldFor' in read;

/** One read of the order while a payment is held: whether it shows the order paid. */
export interface RepaymentRead {
  paid: boolean;
}

/**
 * Where the amount to pay comes from (docs/decisions/0093-bank-card-amount.md): the query's
 * `withholdingAmount`, read at the edge, or, when the query has none (opened from loan details),
 * the order's amount due, loaded from the instalment plan with the order's productId.
 */
export type AmountSource = { from: 'query'; amount: Checked<string> } | { from: 'server'; productId: Checked<string> };

/** The page's acted-on values, read at the edge (src/session/payment-params.ts) before the machine starts. */
export interface RepayInput {
  /** A usable orderId: a page without one never starts the machine. */
  orderId: string;
  couponId: Checked<string>;
  /** The session value, sent as the page received it (huichao body). */
  userId: string;
  amount: AmountSource;
}

/** What the amount load is given: the order, the coupon as read, and where the amount comes from. */
export interface AmountInput {
  orderId: string;
  couponId: Checked<string>;
  source: AmountSource;
}

/** Which acted-on value stops Pay. */
export type PayValue = 'withholdingAmount' | 'repayAmount' | 'couponId' | 'productId';

/** What Pay carries besides the card, once known: the amount shown (minor units) and the coupon. */
export type AmountAnswer = { ok: true; amount: string; couponId: string } | { ok: false; value: PayValue; reason: Unusable };

/** Why Pay is stopped: the value that cannot be used, and whether it was missing or unusable. */
export interface PayStop {
  value: PayValue;
  reason: Unusable;
}

export interface RepayWay {
  online: boolean;
  repayToken: string;
  cards: RepayCard[];
  /**
   * The answer kept for going back or forward (docs/decisions/0128): its repayToken may have been
   * replaced since, so nothing is paid with it until a fresh answer confirms the cards and token.
   */
  kept?: boolean;
}

/** The commit body as the API takes it, with the amount always the page's minor-unit string. */
export type CommitInput = Omit<RepaymentCommitInput, 'amount'> & { amount: string };

export interface CommitResult {
  needValid: boolean;
  repayRecordId: string;
}

export interface ConfirmInput {
  orderId: string;
  verifyCode: string;
  repaymentRecordId: string;
}

/** What the borrower is told; `op` picks the Chinese fallback: query (查询失败) or handling (处理失败). */
export type RepayNotice =
  | { kind: 'chooseCard' }
  /** The order, read after a payment whose outcome was unknown, shows it still owed (docs/decisions/0133). */
  | { kind: 'notPaid' }
  | { kind: 'shortCode' }
  | { kind: 'refused' }
  | { kind: 'network' }
  | { kind: 'duplicate'; message: string }
  | { kind: 'wrongCode'; message: string }
  | { kind: 'failed'; op: 'query' | 'handle'; message: string };

export const REPAY_CODE_MIN = 6;
export const DUPLICATE_CODE = '800005';
export const WRONG_CODE = '800006';

function field(error: object, key: string): string {
  const value: unknown = Reflect.get(error, key);
  return typeof value === 'string' ? value : '';
}

/** Any rejection of a repayment call as the notice to show (structural: ApiError or the page's refusal). */
export function noticeFromError(error: unknown, op: 'query' | 'handle'): RepayNotice {
  if (typeof error !== 'object' || error === null) return { kind: 'failed', op, message: '' };
  const kind = field(error, 'kind');
  if (kind === 'refused') return { kind: 'refused' };
  if (kind === 'network' || kind === 'timeout') return { kind: 'network' };
  if (kind !== 'business') return { kind: 'failed', op, message: '' };
  const code = field(error, 'code');
  const message = field(error, 'message');
  if (code === DUPLICATE_CODE) return { kind: 'duplicate', message };
  if (code === WRONG_CODE) return { kind: 'wrongCode', message };
  return { kind: 'failed', op, message };
}
