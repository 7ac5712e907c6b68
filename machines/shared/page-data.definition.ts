// The page-data machine on its own, for its state map and its tests. The customer-service, extension
// and instalment pages each make theirs from this same `pageDataConfig` with their own data and input
// types and id (machines/shared/page-data.ts); their stories show its states, a kept answer's
// checking and unconfirmed too (docs/decisions/0139). The payment code page has a machine of its
// own, which checks a kept voucher and shows the code kept on the phone offline (0131, 0136).
import { pageDataConfig, pageDataSetup } from './page-data';

export const pageDataMachine = pageDataSetup<unknown, unknown>().createMachine(pageDataConfig<unknown, unknown>('pageData'));
