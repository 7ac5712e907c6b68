import { delayDetail } from '../../stories/support/repaying-fixtures';
import { pageDataModel } from './page-data.model';

export const extensionInput = { productId: '7', orderId: '240518001' };
export const extensionModel = { ...pageDataModel(delayDetail), input: extensionInput };
