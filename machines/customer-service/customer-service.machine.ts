// Customer service: loads the support phone line and e-mail (get-whatsapp, overall=30).
// The page-data machine (machines/shared/page-data.ts): loading -> loaded | failed; page.retry in failed loads again;
// a kept answer (Back or forward): loading -> checking -> loaded | unconfirmed (Check again) (docs/decisions/0139).
import type { ServiceInfo } from '../../src/api/problem';
import { pageDataConfig, pageDataSetup, type PageDataContext } from '../shared/page-data';

/** The call takes no page values. */
export type NoInput = Record<string, never>;

export const customerServiceMachine = pageDataSetup<ServiceInfo, NoInput>().createMachine(pageDataConfig<ServiceInfo, NoInput>('customerService'));
export type CustomerServiceContext = PageDataContext<ServiceInfo, NoInput>;
