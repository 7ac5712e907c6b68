// Extension (delay) repayment: loads the delay detail (fee, new date, plan rows, pay channels).
// States: loading -> loaded | failed; page.retry in failed loads again (machines/shared/page-data.ts).
import type { DelayDetail } from '../../src/api/instalment';
import type { OrderInput } from '../../src/api/loan';
import { createPageDataMachine, type PageDataContext } from '../shared/page-data';

export const extensionMachine = createPageDataMachine<DelayDetail, OrderInput>('extension');
export type ExtensionContext = PageDataContext<DelayDetail, OrderInput>;
