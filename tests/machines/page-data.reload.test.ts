import type { EventObject } from 'xstate';
import { contactMachine } from '../../machines/contact/contact.machine';
import { contactReload } from '../../machines/contact/contact.reload';
import { contractMachine } from '../../machines/contract/contract.machine';
import { contractReload } from '../../machines/contract/contract.reload';
import { customerServiceMachine } from '../../machines/customer-service/customer-service.machine';
import { extensionMachine } from '../../machines/extension/extension.machine';
import { instalmentMachine } from '../../machines/instalment/instalment.machine';
import { loanDetailsMachine } from '../../machines/loan-details/loan-details.machine';
import { loanDetailsReload } from '../../machines/loan-details/loan-details.reload';
import { paymentInstructionsMachine } from '../../machines/payment-instructions/payment-instructions.machine';
import { paymentInstructionsReload } from '../../machines/payment-instructions/payment-instructions.reload';
import { pageDataReload } from '../../machines/shared/page-data.reload';
import { delayDetail, instalmentPlan, serviceInfo, voucher } from '../../stories/support/repaying-fixtures';
import { orderDetails } from '../../stories/support/loan-fixtures';
import { describeReloadTable } from '../helpers/reload-table';
import { contactModel } from './contact.model';
import { contractFixture, contractModel } from './contract.model';
import { customerServiceModel } from './customer-service.model';
import { extensionModel } from './extension.model';
import { instalmentModel } from './instalment.model';
import { loanDetailsModel } from './loan-details.model';
import { paymentInstructionsModel } from './payment-instructions.model';

// docs/decisions/0137: the pages whose machine keeps nothing on the phone, loaded again in every
// state they can reach: each comes back as on a first load (its answer read again, answered here as
// the server would), with nothing committing started by the reload.
const answered = (type: string, output: unknown) => () => ({ answers: [{ type, output } as EventObject] });

for (const [name, machine, model, data] of [
  ['instalment', instalmentMachine, instalmentModel, instalmentPlan],
  ['extension', extensionMachine, extensionModel, delayDetail],
  ['customerService', customerServiceMachine, customerServiceModel, serviceInfo],
] as const)
  describeReloadTable<never>(name, machine, {
    spec: pageDataReload as never,
    model,
    commits: [],
    restart: () => ({ input: model.input, ...answered('xstate.done.actor.load', data)() }),
  });

describeReloadTable<never>('paymentInstructions', paymentInstructionsMachine, {
  spec: paymentInstructionsReload as never,
  model: paymentInstructionsModel,
  commits: [],
  restart: () => ({ input: paymentInstructionsModel.input, ...answered('xstate.done.actor.load', voucher)() }),
});

describeReloadTable<never>('loanDetails', loanDetailsMachine, {
  spec: loanDetailsReload as never,
  model: loanDetailsModel,
  commits: [],
  restart: () => ({ input: loanDetailsModel.input, ...answered('xstate.done.actor.loadDetails', orderDetails(174, { isDelay: 1 }))() }),
});

describeReloadTable<never>('contract', contractMachine, {
  spec: contractReload as never,
  model: contractModel,
  commits: [],
  restart: () => ({ input: contractModel.input, ...answered('xstate.done.actor.loadContract', contractFixture)() }),
});

describeReloadTable<never>('contact', contactMachine, {
  spec: contactReload as never,
  model: contactModel,
  commits: [],
  restart: () => ({ input: undefined, answers: [] }),
});
