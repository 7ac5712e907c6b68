import type { ReactElement } from 'react';
import BankRepaymentPage from '../../src/flows/bank-repayment/bank-repayment-page';
import ComplaintDetailPage from '../../src/flows/complaint/complaint-detail-page';
import ComplaintEntryPage from '../../src/flows/complaint/complaint-entry-page';
import ComplaintFormPage from '../../src/flows/complaint/complaint-form-page';
import ComplaintListPage from '../../src/flows/complaint/complaint-list-page';
import ConfirmLoanPage from '../../src/flows/confirm-loan/confirm-loan-page';
import PeriodAgreementPage from '../../src/flows/contract/contract-page';
import CustomerServicePage from '../../src/flows/customer-service/customer-service-page';
import ExtensionPage from '../../src/flows/extension/extension-page';
import InstalmentPage from '../../src/flows/instalment/instalment-page';
import LoanDetailsPage from '../../src/flows/loan-details/loan-details-page';
import PaymentInstructionsPage from '../../src/flows/payment-instructions/payment-instructions-page';
import RegisterPage from '../../src/flows/register/register-page';
import type { ScenarioName } from '../../src/mocks/scenarios';
import { api } from './page-harness';

// Every page that loads data on open, as the app serves it, and the answer it reads first:
// shared by the hostile-data and the odd-values tests.
export const LOAN = 'type=1&productId=7&orderId=240518001';

export type Json = Record<string, unknown>;
export type Method = 'get' | 'post';

/** Sets `path` ('data.list.0.title') in a response body; a path the answer does not have fails the test. */
export function setAt(body: Json, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: unknown = body;
  for (const key of keys.slice(0, -1)) node = (node as Json)[key];
  const last = keys.at(-1) ?? '';
  if (typeof node !== 'object' || node === null || !(last in node)) throw new Error(`the demo answer has no ${path}`);
  (node as Json)[last] = value;
}

/** A page as the app serves it, and the endpoint whose answer a case edits. */
export interface PageSpec {
  name: string;
  route: string;
  element: () => ReactElement;
  method: Method;
  endpoint: string;
  scenarios?: ScenarioName[];
}

export const pages = {
  confirm: {
    name: 'confirm loan',
    route: `/loan/confirm?${LOAN}`,
    element: () => <ConfirmLoanPage />,
    method: 'post',
    endpoint: api.maintains('/v3/loan-confirm/loan-detail-confirm'),
  },
  details: {
    name: 'loan details',
    route: `/loan/detail?${LOAN}`,
    element: () => <LoanDetailsPage />,
    method: 'post',
    endpoint: api.maintains('/v3/loan-details/loan-details'),
  },
  entry: {
    name: 'complaint entry',
    route: `/complaint?${LOAN}`,
    element: () => <ComplaintEntryPage />,
    method: 'post',
    endpoint: api.maintains('/user-problem/problem-init'),
  },
  form: {
    name: 'complaint form',
    route: '/complainPageNext?type=1&problemType=1&problemSonType=11&orderNo=MX240518001',
    element: () => <ComplaintFormPage />,
    method: 'post',
    endpoint: api.maintains('/user-problem/problem-init'),
  },
  list: {
    name: 'complaint list',
    route: '/complaintList?type=1',
    element: () => <ComplaintListPage />,
    method: 'post',
    endpoint: api.maintains('/user-problem/problem-list'),
  },
  detail: {
    name: 'complaint detail',
    route: '/complainDetails?type=1&problemId=1000',
    element: () => <ComplaintDetailPage />,
    method: 'post',
    endpoint: api.maintains('/user-problem/problem-detail'),
  },
  service: {
    name: 'customer service',
    route: '/service?type=1',
    element: () => <CustomerServicePage />,
    method: 'post',
    endpoint: api.maintains('/user-problem/get-whatsapp'),
  },
  instalment: {
    name: 'instalment',
    route: `/repay/choose?${LOAN}`,
    element: () => <InstalmentPage />,
    method: 'post',
    endpoint: api.maintains('/v3/installment/loan-play-detail'),
  },
  extension: {
    name: 'extension',
    route: `/repay/delay?${LOAN}`,
    element: () => <ExtensionPage />,
    method: 'post',
    endpoint: api.maintains('/v3/installment/loan-play-delay-detail'),
  },
  instructions: {
    name: 'payment instructions',
    route: `/carpmm?${LOAN}&amount=112345&payCode=OXXO&requestType=1`,
    element: () => <PaymentInstructionsPage />,
    method: 'post',
    endpoint: api.maintains('/v3/loan-details/generate-vcode'),
  },
  bank: {
    name: 'bank repayment',
    route: '/repay/card?type=1&orderId=240518001&productId=7&withholdingAmount=150000&userId=U5',
    element: () => <BankRepaymentPage />,
    method: 'get',
    endpoint: api.repay('repayment-way'),
  },
  register: {
    name: 'register',
    route: '/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=spring',
    element: () => <RegisterPage />,
    method: 'get',
    endpoint: '*/api/v2/lendo/service/channel/channel-template',
  },
  contract: {
    name: 'loan agreement',
    route: '/agony?type=1&orderNo=MX240518001',
    element: () => <PeriodAgreementPage />,
    method: 'post',
    endpoint: api.maintains('/v3/loan-details/contract-detail'),
  },
} satisfies Record<string, PageSpec>;
