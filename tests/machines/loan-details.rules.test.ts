import { describe, expect, it } from 'vitest';
import { isRepayable, showsDetailList, showsLoanMarket, statusIcon } from '../../machines/loan-details/loan-details.status';

// SPEC 4 "Order status" and SPEC 3 item 18 (loan details), as tables written here.
describe('loan details: what the order status decides', () => {
  // "Codes seen: 21, 151, 110, 174, 180, 200. Each has its own icon, and other codes get a default icon."
  const ICONS: [number | null, string][] = [
    [21, 'review'],
    [151, 'approved'],
    [110, 'rejected'],
    [174, 'repay'],
    [180, 'overdue'],
    [200, 'settled'],
    [170, 'other'],
    [0, 'other'],
    [999, 'other'],
    [null, 'other'],
  ];
  it.each(ICONS)('status %s shows the %s icon', (status, icon) => {
    expect(statusIcon(status)).toBe(icon);
  });

  it('the six codes seen have six icons of their own, none the default', () => {
    const own = [21, 151, 110, 174, 180, 200].map(statusIcon);
    expect(new Set(own).size).toBe(6);
    expect(own).not.toContain('other');
  });

  // "The list is hidden if empty or if status is 110."
  const row = { text: 'Monto', value: '₱3000.00' };
  it.each([
    [110, [row], false],
    [110, [], false],
    [174, [], false],
    [174, [row], true],
    [21, [row], true],
    [200, [row, row], true],
  ] as const)('status %s with %j in its detail: the list shown is %s', (orderStatus, detail, shown) => {
    expect(showsDetailList({ orderStatus, userOrderDetail: { detail: [...detail] } })).toBe(shown);
  });

  // "The check as written always hides it, so the block is always hidden."
  it.each([21, 151, 110, 170, 174, 180, 200, 999, null])('status %s: the loan-market block is hidden', (orderStatus) => {
    expect(showsLoanMarket({ orderStatus, isDelay: 1 })).toBe(false);
  });

  // "174 and 180 are repayable."
  it.each([
    [174, true],
    [180, true],
    [170, false],
    [200, false],
    [110, false],
    [null, false],
  ] as const)('status %s repayable: %s', (orderStatus, repayable) => {
    expect(isRepayable({ orderStatus, isDelay: 0 })).toBe(repayable);
  });
});
