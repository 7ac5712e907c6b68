import { serviceInfo } from '../../stories/support/repaying-fixtures';
import { pageDataModel } from './page-data.model';

export const customerServiceInput = {};
export const customerServiceModel = { ...pageDataModel(serviceInfo), input: customerServiceInput };
