import { voucher } from '../../stories/support/repaying-fixtures';
import { pageDataModel } from './page-data.model';

export const paymentInstructionsInput = { productId: '7', orderId: '240518001', amount: '112345', payCode: 'OXXO', requestType: '1' };
export const paymentInstructionsModel = { ...pageDataModel(voucher), input: paymentInstructionsInput };
