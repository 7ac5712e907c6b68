// Legacy repayment (bank card): call sites for the fault matrix (tests/reliability/endpoints.ts).
import { demoCodes } from '../../../src/mocks/store';
import { screen } from '@testing-library/react';
import { repaymentEndpoints } from '../../../src/api/endpoints';
import BankRepaymentPage from '../../../src/flows/bank-repayment/bank-repayment-page';
import { repay, repayQuery, nothing, button, typeInto, chooseCard, cardList, type EndpointCall } from './shared';

export const repaymentCalls: readonly EndpointCall[] = [
  {
    endpoint: 'repayment.way',
    family: 'repayment',
    kind: 'load',
    method: 'GET',
    path: repay(repaymentEndpoints.way),
    route: `/repay/card?${repayQuery}`,
    page: BankRepaymentPage,
    trigger: nothing,
    typed: {},
    retry: true,
    ready: cardList,
    retried: () => screen.findByRole('radio', { name: /BBVA México/ }),
    readsData: true,
  },
  {
    endpoint: 'repayment.commit',
    family: 'repayment',
    kind: 'action',
    method: 'POST',
    path: repay(repaymentEndpoints.commit),
    route: `/repay/card?${repayQuery}`,
    page: BankRepaymentPage,
    trigger: async (user) => {
      await chooseCard(user);
      await user.click(screen.getByRole('button', { name: 'Pay' }));
    },
    typed: {},
    // A refusal offers Pay again; a payment whose outcome is unknown offers nothing until the order says (0133).
    retry: (fault) => fault === 'business',
    retryControl: button('Pay'),
    ready: cardList,
    readsData: true,
  },
  {
    endpoint: 'repayment.confirm',
    family: 'repayment',
    kind: 'action',
    method: 'POST',
    path: repay(repaymentEndpoints.confirm),
    route: `/repay/card?${repayQuery}`,
    page: BankRepaymentPage,
    scenarios: ['need-valid'],
    trigger: async (user) => {
      await chooseCard(user);
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await typeInto(user, 'Verification code', demoCodes.repaySms);
      await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    },
    typed: { 'Verification code': demoCodes.repaySms },
    retry: (fault) => fault === 'business',
    retryControl: button('Confirm payment'),
    ready: () => screen.findByLabelText('Verification code'),
    readsData: false,
  },
  {
    endpoint: 'repayment.huichao',
    family: 'repayment',
    kind: 'action',
    method: 'POST',
    path: repay(repaymentEndpoints.huichao),
    route: `/repay/card?${repayQuery}`,
    page: BankRepaymentPage,
    scenarios: ['repay-online'],
    trigger: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Pay online' }));
    },
    typed: {},
    retry: true,
    retryControl: button('Pay online'),
    ready: cardList,
    readsData: true,
  },
];
