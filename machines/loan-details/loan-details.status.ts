import type { LoanDetails } from '../../src/api/loan';

/** Order statuses that can be repaid (SPEC 4). */
export const REPAYABLE_STATUSES: readonly number[] = [174, 180];
export const SETTLED_STATUS = 200;
/** The rejection status: its detail list is hidden. */
export const REJECTED_STATUS = 110;

export type StatusIcon = 'review' | 'approved' | 'rejected' | 'repay' | 'overdue' | 'settled' | 'other';

const ICONS: Readonly<Record<number, StatusIcon>> = { 21: 'review', 151: 'approved', 110: 'rejected', 174: 'repay', 180: 'overdue', 200: 'settled' };

type Order = Pick<LoanDetails, 'orderStatus' | 'isDelay'>;

/** An unreadable status (null) shows the neutral icon and no repay actions. */
export const statusIcon = (status: number | null): StatusIcon => (status === null ? undefined : ICONS[status]) ?? 'other';
export const isRepayable = (o: Order) => o.orderStatus !== null && REPAYABLE_STATUSES.includes(o.orderStatus);
/** The schema reads isDelay '1' (a string in the spec) as the number 1. */
export const canExtend = (o: Order) => isRepayable(o) && o.isDelay === 1;
export const isSettled = (o: Order) => o.orderStatus === SETTLED_STATUS;
export const showsDetailList = (o: Pick<LoanDetails, 'orderStatus' | 'userOrderDetail'>) =>
  o.orderStatus !== REJECTED_STATUS && o.userOrderDetail.detail.length > 0;
/**
 * The loan-market block: meant for statuses other than 170, 174, 180 and 200, but the spec's check
 * always hides it, and so do we (docs/decisions/0023).
 */
export const showsLoanMarket = (_o: Order) => false;
