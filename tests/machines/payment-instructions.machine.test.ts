import { paymentInstructionsMachine } from '../../machines/payment-instructions/payment-instructions.machine';
import { voucher } from '../../stories/support/repaying-fixtures';
import { describeMachineModel } from '../helpers/machine-suite';
import { pageDataStateChecks, pageDataTable } from './page-data.model';
import { paymentInstructionsInput, paymentInstructionsModel } from './payment-instructions.model';

describeMachineModel('payment-instructions', paymentInstructionsMachine, {
  ...paymentInstructionsModel,
  ...pageDataTable(voucher),
  states: pageDataStateChecks(voucher, paymentInstructionsInput),
});
