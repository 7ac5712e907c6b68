import { describe, expect, it } from 'vitest';
import { apiError } from '../../src/api/errors';
import { loanDetailsMachine, type LoanDetailsContext, type LoanDetailsEvent } from '../../machines/loan-details/loan-details.machine';
import { loanDetailsIntents, selectLoanDetailsView } from '../../machines/loan-details/loan-details.view-model';
import { orderDetails } from '../../stories/support/loan-fixtures';

const base: LoanDetailsContext = { productId: '7', orderId: '240518001', order: null, error: null };
const at = (value: string, context: Partial<LoanDetailsContext> = {}) => loanDetailsMachine.resolveState({ value, context: { ...base, ...context } });

describe('the loan details view model', () => {
  it('shows the loading frame, then the failure with its error', () => {
    expect(selectLoanDetailsView(at('loading'))).toEqual({
      status: 'loading',
      order: null,
      error: null,
      canRepay: false,
      canExtend: false,
      canBorrowAgain: false,
      reminderOpen: false,
    });
    const error = apiError({ kind: 'business', code: '9', message: 'Pedido no encontrado.' });
    expect(selectLoanDetailsView(at('loadFailed', { error }))).toMatchObject({ status: 'loadFailed', error, canRepay: false });
  });

  it('offers what the order status allows', () => {
    const repayable = orderDetails(174);
    expect(selectLoanDetailsView(at('repayable', { order: repayable }))).toMatchObject({
      status: 'ready',
      order: repayable,
      canRepay: true,
      canExtend: false,
      canBorrowAgain: false,
    });
    expect(selectLoanDetailsView(at('repayable', { order: orderDetails(180, { isDelay: 1 }) }))).toMatchObject({ canRepay: true, canExtend: true });
    expect(selectLoanDetailsView(at('settled', { order: orderDetails(200) }))).toMatchObject({ canRepay: false, canBorrowAgain: true });
    expect(selectLoanDetailsView(at('viewing', { order: orderDetails(21) }))).toMatchObject({
      status: 'ready',
      canRepay: false,
      canExtend: false,
      canBorrowAgain: false,
    });
  });

  it('opens the extension reminder over the order', () => {
    const view = selectLoanDetailsView(at('extensionReminder', { order: orderDetails(174, { isDelay: 1 }) }));
    expect(view).toMatchObject({ status: 'ready', reminderOpen: true, canRepay: false, canExtend: false });
  });

  it('sends one event per intent', () => {
    const sent: LoanDetailsEvent[] = [];
    const on = loanDetailsIntents((event) => sent.push(event));
    on.onRetry();
    on.onRepay();
    on.onExtension();
    on.onBorrowAgain();
    on.onReminderExtend();
    on.onReminderRepay();
    on.onReminderClose();
    expect(sent).toEqual([
      { type: 'details.retry' },
      { type: 'repay.start' },
      { type: 'extension.open' },
      { type: 'loan.again' },
      { type: 'reminder.extend' },
      { type: 'reminder.repay' },
      { type: 'reminder.close' },
    ]);
  });
});
