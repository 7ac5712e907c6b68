import { apiError, type ApiError } from '../../src/api/errors';
import type { PaymentInstructionsContext, VoucherAnswer } from '../../machines/payment-instructions/payment-instructions.machine';
import type { VoucherInput } from '../../src/api/voucher';
import { voucher } from '../../stories/support/repaying-fixtures';
import { businessError, networkError } from './page-data.model';

export const paymentInstructionsInput: VoucherInput = { productId: '7', orderId: '240518001', amount: '112345', payCode: 'OXXO', requestType: '1' };

/** Going back or forward: the voucher kept for the entry, its code since replaced by the server (docs/decisions/0131). */
export const keptVoucher: VoucherAnswer = { ...voucher, repayDetail: { ...voucher.repayDetail, vCode: '93001234500000' }, kept: true };
/** No connection: the code kept on the phone, given by the server at `savedAt` (docs/decisions/0136). */
export const PHONE_SAVED_AT = Date.UTC(2026, 4, 18, 15, 4);
export const phoneVoucher: VoucherAnswer = { ...voucher, repayDetail: { ...voucher.repayDetail, vCode: '93001234511111' }, savedAt: PHONE_SAVED_AT };
/** The fresh answer sent beside the kept one: the code the borrower pays with. */
export const freshVoucher: VoucherAnswer = voucher;
export { businessError, networkError };
export const timeoutError = apiError({ kind: 'timeout' });

const errorView = (e: ApiError | null) => (e ? { kind: e.kind, message: e.message } : null);

/** The model: the first call answers fresh or kept, or fails; the recheck answers fresh or fails. */
export const paymentInstructionsModel = {
  input: paymentInstructionsInput,
  cases: {
    'xstate.done.actor.load': [{ output: freshVoucher }, { output: keptVoucher }, { output: phoneVoucher }],
    'xstate.error.actor.load': [{ error: networkError }, { error: businessError }],
    'xstate.done.actor.recheck': [{ output: freshVoucher }, { output: phoneVoucher }],
    'xstate.error.actor.recheck': [{ error: networkError }, { error: businessError }],
  },
  context: (c: PaymentInstructionsContext) => ({
    code: c.data?.repayDetail.vCode ?? null,
    error: errorView(c.error),
    savedAt: c.data?.savedAt ?? null,
  }),
};
