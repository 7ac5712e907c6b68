// Payment instructions: generates the voucher for one channel and amount (code, image, steps).
// States: loading -> loaded | failed; page.retry in failed loads again (machines/shared/page-data.ts).
import type { Voucher, VoucherInput } from '../../src/api/voucher';
import { createPageDataMachine, type PageDataContext } from '../shared/page-data';

export const paymentInstructionsMachine = createPageDataMachine<Voucher, VoucherInput>('paymentInstructions');
export type PaymentInstructionsContext = PageDataContext<Voucher, VoucherInput>;
