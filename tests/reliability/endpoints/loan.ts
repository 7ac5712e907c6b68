// Loan pages (shared helper, /v3): call sites for the fault matrix (tests/reliability/endpoints.ts).
import { screen } from '@testing-library/react';
import { maintainsEndpoints } from '../../../src/api/endpoints';
import ConfirmLoanPage from '../../../src/flows/confirm-loan/confirm-loan-page';
import PeriodAgreementPage from '../../../src/flows/contract/contract-page';
import LoanDetailsPage from '../../../src/flows/loan-details/loan-details-page';
import { m, order, nothing, button, confirmReady, shownIn, type EndpointCall } from './shared';

export const loanCalls: readonly EndpointCall[] = [
  {
    endpoint: 'maintains.loanDetails',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.loanDetails),
    route: `/loan/detail?${order}`,
    page: LoanDetailsPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByRole('heading', { name: 'Loan details' }),
    retried: () => screen.findByText('MX240518001'),
    readsData: true,
  },
  {
    endpoint: 'maintains.googleScore',
    family: 'maintains',
    kind: 'action',
    method: 'POST',
    path: m(maintainsEndpoints.googleScore),
    route: `/loan/detail?${order}`,
    page: LoanDetailsPage,
    scenarios: ['status-200'],
    trigger: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Rate the service' }));
      await user.click(screen.getByRole('radio', { name: '3 of 5 stars' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    },
    typed: {},
    retry: true,
    retryControl: button('Retry'),
    ready: () => screen.findByRole('heading', { name: 'Loan details' }),
    readsData: false,
  },
  {
    endpoint: 'maintains.loanConfirm',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.loanConfirm),
    route: '/loan/confirm?type=1&productId=7',
    page: ConfirmLoanPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: confirmReady,
    retried: () => screen.findByText('BBVA México ****4821'),
    readsData: true,
  },
  {
    endpoint: 'maintains.loanPush',
    family: 'maintains',
    kind: 'action',
    method: 'POST',
    path: m(maintainsEndpoints.loanPush),
    route: '/loan/confirm?type=1&productId=7',
    page: ConfirmLoanPage,
    trigger: async (user) => {
      await user.click(await confirmReady());
    },
    typed: {},
    retry: true,
    // An answer that says no: Retry. No answer, a server error, or none that can be read: the loan may
    // have been made; it is held while the order is read, and the borrower can open the order (0133).
    retryControl: button(/^(Retry|View my order)$/),
    ready: confirmReady,
    readsData: true,
  },
  {
    endpoint: 'maintains.contractDetail',
    family: 'maintains',
    kind: 'load',
    method: 'POST',
    path: m(maintainsEndpoints.contractDetail),
    route: '/agony?type=1&orderNo=MX240518001',
    page: PeriodAgreementPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: () => screen.findByTestId('contract-address'),
    retried: shownIn('contract-address', 'Calle Miguel Hidalgo 45'),
    readsData: true,
  },
];
