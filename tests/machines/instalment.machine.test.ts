import { instalmentMachine } from '../../machines/instalment/instalment.machine';
import { instalmentPlan } from '../../stories/support/repaying-fixtures';
import { describeMachineModel } from '../helpers/machine-suite';
import { pageDataStateChecks } from './page-data.model';
import { instalmentInput, instalmentModel } from './instalment.model';

describeMachineModel('instalment', instalmentMachine, {
  ...instalmentModel,
  states: pageDataStateChecks(instalmentPlan, instalmentInput),
});
