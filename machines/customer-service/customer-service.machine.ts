// Customer service: loads the support phone line and e-mail (get-whatsapp, overall=30).
// States: loading -> loaded | failed; page.retry in failed loads again (machines/shared/page-data.ts).
import type { ServiceInfo } from '../../src/api/problem';
import { createPageDataMachine, type PageDataContext } from '../shared/page-data';

/** The call takes no page values. */
export type NoInput = Record<string, never>;

export const customerServiceMachine = createPageDataMachine<ServiceInfo, NoInput>('customerService');
export type CustomerServiceContext = PageDataContext<ServiceInfo, NoInput>;
