import { extensionMachine } from '../../machines/extension/extension.machine';
import { delayDetail } from '../../stories/support/repaying-fixtures';
import { describeMachineModel } from '../helpers/machine-suite';
import { pageDataStateChecks, pageDataTable } from './page-data.model';
import { extensionInput, extensionModel } from './extension.model';

describeMachineModel('extension', extensionMachine, {
  ...extensionModel,
  ...pageDataTable(delayDetail),
  states: pageDataStateChecks(delayDetail, extensionInput),
});
