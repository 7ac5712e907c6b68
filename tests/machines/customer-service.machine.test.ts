import { customerServiceMachine } from '../../machines/customer-service/customer-service.machine';
import { serviceInfo } from '../../stories/support/repaying-fixtures';
import { describeMachineModel } from '../helpers/machine-suite';
import { pageDataStateChecks, pageDataTable } from './page-data.model';
import { customerServiceInput, customerServiceModel } from './customer-service.model';

describeMachineModel('customer-service', customerServiceMachine, {
  ...customerServiceModel,
  ...pageDataTable(serviceInfo),
  states: pageDataStateChecks(serviceInfo, customerServiceInput),
});
