// Extension (delay) repayment: loads the delay detail (fee, new date, plan rows, pay channels).
// The page-data machine (machines/shared/page-data.ts): loading -> loaded | failed; page.retry in failed loads again;
// a kept answer (Back or forward): loading -> checking -> loaded | unconfirmed (Check again) (docs/decisions/0139).
import type { DelayDetail } from '../../src/api/instalment';
import type { OrderInput } from '../../src/api/loan';
import { pageDataConfig, pageDataSetup, type PageDataContext } from '../shared/page-data';

export const extensionMachine = pageDataSetup<DelayDetail, OrderInput>().createMachine(pageDataConfig<DelayDetail, OrderInput>('extension'));
export type ExtensionContext = PageDataContext<DelayDetail, OrderInput>;
