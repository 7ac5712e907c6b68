// Data of the bank-card repayment flow, kept free of runtime imports so machines, pages and tests share it.
import type { RepaymentCommitInput } from '../../src/api/repayment';

export interface RepayCard {
  id: string;
  bankName: string;
  cardNo: string;
  bankCode: string;
}

/** A commit the server accepted that waits for its SMS code; kept across a reload so it is never sent again. */
export interface PendingCommit {
  repayRecordId: string;
  orderId: string;
  repayToken: string;
  card: RepayCard;
}

export interface RepayInput {
  orderId: string;
  /** withholdingAmount of the page payment parameters, in minor units. */
  amount: string;
  couponId: string;
  userId: string;
}

export interface RepayWay {
  online: boolean;
  repayToken: string;
  cards: RepayCard[];
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
  const value = (error as Record<string, unknown>)[key];
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
