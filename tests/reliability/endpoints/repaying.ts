// Repaying pages: call sites for the fault matrix (tests/reliability/endpoints.ts).
import { screen } from '@testing-library/react';
import { maintainsEndpoints } from '../../../src/api/endpoints';
import CustomerServicePage from '../../../src/flows/customer-service/customer-service-page';
import ExtensionPage from '../../../src/flows/extension/extension-page';
import InstalmentPage from '../../../src/flows/instalment/instalment-page';
import PaymentInstructionsPage from '../../../src/flows/payment-instructions/payment-instructions-page';
import { m, order, nothing, type EndpointCall } from './shared';

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
    readsData: true,
  },
];
