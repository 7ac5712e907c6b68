// Instalment repayment: loads the instalment plan (repay date, amount, detail rows, pay channels).
// The page-data machine (machines/shared/page-data.ts): loading -> loaded | failed; page.retry in failed loads again;
// a kept answer (Back or forward): loading -> checking -> loaded | unconfirmed (Check again) (docs/decisions/0139).
import type { InstalmentPlan } from '../../src/api/instalment';
import type { OrderInput } from '../../src/api/loan';
import { pageDataConfig, pageDataSetup, type PageDataContext } from '../shared/page-data';

export const instalmentMachine = pageDataSetup<InstalmentPlan, OrderInput>().createMachine(pageDataConfig<InstalmentPlan, OrderInput>('instalment'));
export type InstalmentContext = PageDataContext<InstalmentPlan, OrderInput>;
