import { instalmentMachine } from '../../machines/instalment/instalment.machine';
import { instalmentPlan } from '../../stories/support/repaying-fixtures';
import { describeMachineModel } from '../helpers/machine-suite';
import { pageDataStateChecks, pageDataTable } from './page-data.model';
import { instalmentInput, instalmentModel } from './instalment.model';

describeMachineModel('instalment', instalmentMachine, {
  ...instalmentModel,
  ...pageDataTable(instalmentPlan),
  states: pageDataStateChecks(instalmentPlan, instalmentInput),
});
