import { apiError } from '../../src/api/errors';
import type { LoanDetailsContext } from '../../machines/loan-details/loan-details.machine';
import { orderDetails } from '../../stories/support/loan-fixtures';

/** The details model: orders of each status of the spec's table (extension possible, repay only, settled, rejected, in review, unknown). */
export const loanDetailsModel = {
  input: { productId: '7', orderId: '240518001' },
  cases: {
    'xstate.done.actor.loadDetails': [
      { output: orderDetails(174, { isDelay: 1 }) },
      { output: orderDetails(180) },
      { output: orderDetails(200) },
      { output: orderDetails(110) },
      { output: orderDetails(180, { isDelay: 1 }) },
      { output: orderDetails(21) },
      { output: orderDetails(999) },
    ],
    'xstate.error.actor.loadDetails': [{ error: apiError({ kind: 'business', code: '1', message: 'Pedido no encontrado' }) }],
  },
  context: (c: LoanDetailsContext) => ({
    status: c.order?.orderStatus ?? null,
    isDelay: c.order?.isDelay ?? null,
    error: c.error?.kind ?? null,
  }),
};
