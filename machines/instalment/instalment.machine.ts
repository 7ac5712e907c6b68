// Instalment repayment: loads the instalment plan (repay date, amount, detail rows, pay channels).
// States: loading -> loaded | failed; page.retry in failed loads again (machines/shared/page-data.ts).
import type { InstalmentPlan } from '../../src/api/instalment';
import type { OrderInput } from '../../src/api/loan';
import { createPageDataMachine, type PageDataContext } from '../shared/page-data';

export const instalmentMachine = createPageDataMachine<InstalmentPlan, OrderInput>('instalment');
export type InstalmentContext = PageDataContext<InstalmentPlan, OrderInput>;
