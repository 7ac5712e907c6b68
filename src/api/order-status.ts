/**
 * The order statuses of an order whose loan was made (SPEC 4, docs/decisions/0133): 151 approved and
 * on its way, 170 disbursed, 174 and 180 repayable, 200 settled. Any other (21 under review, 110
 * rejected, a code the spec does not name) does not show the loan taken.
 */
export const LOAN_TAKEN_STATUSES: readonly number[] = [151, 170, 174, 180, 200];
export const loanTaken = (orderStatus: number | null): boolean => orderStatus !== null && LOAN_TAKEN_STATUSES.includes(orderStatus);
