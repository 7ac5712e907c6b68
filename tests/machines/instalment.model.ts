import { instalmentPlan } from '../../stories/support/repaying-fixtures';
import { pageDataModel } from './page-data.model';

export const instalmentInput = { productId: '7', orderId: '240518001' };
export const instalmentModel = { ...pageDataModel(instalmentPlan), input: instalmentInput };
