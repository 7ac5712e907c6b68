import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError } from '../src/api';
import { contractMachine } from '../machines/contract/contract.machine';
import PeriodAgreementPage, { LoanImageAgreementPage } from '../src/flows/contract/contract-page';
import { contractFixture } from '../tests/machines/contract.model';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Loan agreement',
  parameters: { route: '/agony?orderNo=MX240518001' },
} satisfies Meta;

const base = { orderNo: 'MX240518001', contract: null, error: null };

export const Loading = stateStory(contractMachine, PeriodAgreementPage, 'loading', base);

export const Loaded = stateStory(contractMachine, PeriodAgreementPage, 'loaded', { ...base, contract: contractFixture });

export const LoadedWithImage = stateStory(
  contractMachine,
  LoanImageAgreementPage,
  'loaded',
  { ...base, contract: contractFixture },
  { name: 'Loaded (/Loan, with image)', route: '/Loan?orderNo=MX240518001' },
);

export const Failed = stateStory(
  contractMachine,
  PeriodAgreementPage,
  'failed',
  {
    ...base,
    error: apiError({ kind: 'business', code: '3004', message: 'No se encontró el contrato de este pedido.' }),
  },
  { name: 'Failed (server message)' },
);

export const FailedNetwork = stateStory(
  contractMachine,
  PeriodAgreementPage,
  'failed',
  { ...base, error: apiError({ kind: 'network' }) },
  { name: 'Failed (network)' },
);

/** Opened without an orderNo: nothing to load, the page says which value and why (decision 0092). */
export const MissingOrder: StoryObj = {
  name: 'Without an order number',
  parameters: { route: '/agony' },
  render: () => <PeriodAgreementPage />,
};

/** An orderNo that cannot be sent: nothing to load, the page says why. */
export const UnusableOrder: StoryObj = {
  name: 'With an unusable order number',
  parameters: { route: '/agony?orderNo=..%2F..%2Fx%3Fy%3D1' },
  render: () => <PeriodAgreementPage />,
};
