import type { EventObject } from 'xstate';
import { confirmLoanMachine } from '../../machines/confirm-loan/confirm-loan.machine';
import { confirmLoanReload, heldForAfterReload, type HeldPush } from '../../machines/confirm-loan/confirm-loan.reload';
import { describeReloadTable } from '../helpers/reload-table';
import { confirmLoanModel } from './confirm-loan.model';

// docs/decisions/0137, 0133: the confirm-loan page reloaded in every state it can reach: the offer is
// read again, the loan push is never sent again by a reload, and a push in flight or held comes back
// held (kept on the phone), settled by the order. Another tab's hold is the same record on the phone:
// its events are left out of this graph.
const offer = confirmLoanModel.cases['xstate.done.actor.loadConfirm'][1] as { output: unknown };

describeReloadTable<HeldPush>('confirmLoan', confirmLoanMachine, {
  spec: confirmLoanReload as never,
  model: { ...confirmLoanModel, exclude: ['hold.seen', 'hold.cleared'] },
  commits: ['pushLoan'],
  restart: (kept, now) => ({
    input: { ...confirmLoanModel.input, heldFor: heldForAfterReload(kept, now) },
    answers: [{ type: 'xstate.done.actor.loadConfirm', output: offer.output } as EventObject],
  }),
});
