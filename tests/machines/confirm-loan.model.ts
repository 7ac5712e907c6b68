import { apiError } from '../../src/api/errors';
import type { ConfirmLoanContext } from '../../machines/confirm-loan/confirm-loan.machine';
import { confirmOffer } from '../../stories/support/loan-fixtures';

export const DETAILS_URL = '/loan/detail?orderId=240518001&productId=7&from=confirm';

/** The confirm model: an offer that asks for recalculation, one that does not, one whose amount is not numeric; pushes that land, are refused or fail. */
export const confirmLoanModel = {
  input: { productId: '7', orderId: '240518001' },
  cases: {
    'xstate.done.actor.loadConfirm': [
      { output: confirmOffer({ isNeedPop: 1 }) },
      { output: confirmOffer({ amount: 250000 }) },
      // An amount the server sent as text: shown, never sent back (docs/decisions/0067-tolerant-reading.md).
      { output: confirmOffer({ amount: 'N/D' }) },
    ],
    'xstate.error.actor.loadConfirm': [{ error: apiError({ kind: 'network' }) }],
    'xstate.done.actor.pushLoan': [{ output: { url: DETAILS_URL } }, { output: { url: null } }],
    'xstate.error.actor.pushLoan': [
      { error: apiError({ kind: 'business', code: '2001', message: 'No pudimos procesar su solicitud.' }) },
      // No answer, or a server error: the loan may have been made (docs/decisions/0128, 0133).
      { error: apiError({ kind: 'network' }) },
    ],
    // The order read while a push is held: the loan taken, or not (yet); or the read failed.
    'xstate.done.actor.readOrder': [{ output: { taken: true } }, { output: { taken: false } }],
    'xstate.error.actor.readOrder': [{ error: apiError({ kind: 'network' }) }],
    'xstate.done.actor.checkOrder': [{ output: { taken: true } }, { output: { taken: false } }],
    'xstate.error.actor.checkOrder': [{ error: apiError({ kind: 'http', status: 503 }) }],
    // Another tab holds a push (its answer lost now), or settled it.
    'hold.seen': [{ elapsed: 0 }, { elapsed: 3000 }],
    'hold.cleared': [{ taken: true }, { taken: false }],
  },
  context: (c: ConfirmLoanContext) => ({
    agreed: c.agreed,
    reloaded: c.reloaded,
    amount: c.offer?.amount ?? null,
    error: c.error?.kind ?? null,
    pushError: c.pushError?.kind ?? null,
    notTaken: c.notTaken,
    read: c.hold?.read ?? null,
  }),
};
