// Repaying pages: call sites for the fault matrix (tests/reliability/endpoints.ts).
import { screen } from '@testing-library/react';
import { maintainsEndpoints } from '../../../src/api/endpoints';
import CustomerServicePage from '../../../src/flows/customer-service/customer-service-page';
import ExtensionPage from '../../../src/flows/extension/extension-page';
import InstalmentPage from '../../../src/flows/instalment/instalment-page';
import PaymentInstructionsPage from '../../../src/flows/payment-instructions/payment-instructions-page';
import { m, order, nothing, shownIn, type EndpointCall } from './shared';

export const repayingCalls: readonly EndpointCall[] = [
  {
    endpoint: 'maintains.instalmentPlan',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.instalmentPlan),
    route: `/repay/choose?${order}`,
    page: InstalmentPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByTestId('repay-amount'),
    retried: shownIn('repay-amount', '₱1027.30'),
    readsData: true,
  },
  {
    endpoint: 'maintains.delayDetail',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.delayDetail),
    route: `/repay/delay?${order}`,
    page: ExtensionPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByTestId('delay-amount'),
    retried: shownIn('delay-amount', '₱150.00'),
    readsData: true,
  },
  {
    endpoint: 'maintains.generateVcode',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.generateVcode),
    route: `/carpmm?${order}&requestType=1&amount=112345&payCode=OXXO`,
    page: PaymentInstructionsPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByTestId('voucher-code'),
    retried: shownIn('voucher-code', '9300 1234 5678 90'),
    readsData: true,
  },
  {
    endpoint: 'maintains.getWhatsapp',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.getWhatsapp),
    route: `/service?${order}`,
    page: CustomerServicePage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByTestId('service-phone'),
    retried: shownIn('service-phone', '800 953 6336'),
    readsData: true,
  },
];
