// Payment instructions: generates the voucher for one channel and amount (code, image, steps).
// The page-data machine (machines/shared/page-data.ts): loading -> loaded | failed; page.retry in failed loads again.
import type { Voucher, VoucherInput } from '../../src/api/voucher';
import { pageDataConfig, pageDataSetup, type PageDataContext } from '../shared/page-data';

export const paymentInstructionsMachine = pageDataSetup<Voucher, VoucherInput>().createMachine(
  pageDataConfig<Voucher, VoucherInput>('paymentInstructions'),
);
export type PaymentInstructionsContext = PageDataContext<Voucher, VoucherInput>;
