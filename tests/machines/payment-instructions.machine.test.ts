import { paymentInstructionsMachine } from '../../machines/payment-instructions/payment-instructions.machine';
import { voucher } from '../../stories/support/repaying-fixtures';
import { describeMachineModel } from '../helpers/machine-suite';
import { pageDataStateChecks } from './page-data.model';
import { paymentInstructionsInput, paymentInstructionsModel } from './payment-instructions.model';

describeMachineModel('payment-instructions', paymentInstructionsMachine, {
  ...paymentInstructionsModel,
  states: pageDataStateChecks(voucher, paymentInstructionsInput),
});
