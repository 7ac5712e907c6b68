import { describe, expect, it } from 'vitest';
import { canExtend, isRepayable, isSettled, showsDetailList, showsLoanMarket, statusIcon } from '../../../machines/loan-details/loan-details.status';
import { borrowAgainLink } from '../../../src/flows/loan-details/borrow-again';
import { orderDetails } from '../../../stories/support/loan-fixtures';

describe('order status rules (SPEC 4)', () => {
  it('gives each known status its icon and any other code the default', () => {
    expect([21, 151, 110, 174, 180, 200, 170, 0, 999].map(statusIcon)).toEqual([
      'review',
      'approved',
      'rejected',
      'repay',
      'overdue',
      'settled',
      'other',
      'other',
      'other',
    ]);
  });

  it('repays 174 and 180 only, extends only with isDelay 1, settles at 200', () => {
    expect([21, 151, 110, 170, 174, 180, 200].filter((s) => isRepayable(orderDetails(s)))).toEqual([174, 180]);
    expect(canExtend(orderDetails(180, { isDelay: 1 }))).toBe(true);
    expect(canExtend(orderDetails(180))).toBe(false);
    expect(canExtend(orderDetails(200, { isDelay: 1 }))).toBe(false);
    expect(isSettled(orderDetails(200))).toBe(true);
  });

  it('hides the detail list when empty or for 110, and the loan-market block always', () => {
    expect(showsDetailList(orderDetails(174))).toBe(true);
    expect(showsDetailList(orderDetails(110))).toBe(false);
    expect(showsDetailList(orderDetails(174, { userOrderDetail: { detail: [] } }))).toBe(false);
    expect([21, 151, 110, 170, 174, 180, 200].some((s) => showsLoanMarket(orderDetails(s)))).toBe(false);
  });

  it('builds the borrow-again deep link from the scheme and the product id', () => {
    expect(borrowAgainLink('7')).toBe('lendocash://loan?productId=7');
    expect(borrowAgainLink('a b&c')).toBe('lendocash://loan?productId=a%20b%26c');
  });
});
