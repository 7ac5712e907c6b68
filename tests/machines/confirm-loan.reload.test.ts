import type { EventObject } from 'xstate';
import { confirmLoanMachine } from '../../machines/confirm-loan/confirm-loan.machine';
import { confirmLoanReload } from '../../machines/confirm-loan/confirm-loan.reload';
import { describeReloadTable } from '../helpers/reload-table';
import { confirmLoanModel } from './confirm-loan.model';

// docs/decisions/0137: the confirm-loan page reloaded in every state it can reach: the offer is read
// again and the loan push is never sent again by a reload.
const offer = confirmLoanModel.cases['xstate.done.actor.loadConfirm'][1] as { output: unknown };

describeReloadTable<never>('confirmLoan', confirmLoanMachine, {
  spec: confirmLoanReload as never,
  model: confirmLoanModel,
  commits: ['pushLoan'],
  restart: () => ({
    input: confirmLoanModel.input,
    answers: [{ type: 'xstate.done.actor.loadConfirm', output: offer.output } as EventObject],
  }),
});
