import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { contractMachine, type ContractContext } from '../../machines/contract/contract.machine';
import PeriodAgreementPage from '../../src/flows/contract/contract-page';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { contractModel } from '../machines/contract.model';

const cell = (row: string) => within(screen.getByRole('rowheader', { name: row }).closest('tr') as HTMLElement).getByRole('cell');

describeViewModel('contract', contractMachine, {
  ...contractModel,
  render: (machineOptions) => renderPage(<PeriodAgreementPage />, { route: '/agony?type=1&orderNo=MX240518001', machineOptions }),
  events: {
    'contract.retry': async (_e, { user }) => {
      await user.click(screen.getByRole('button', { name: 'Retry' }));
    },
  },
  states: {
    loading: () => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loan Agreement');
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(screen.queryByRole('table')).toBeNull();
    },
    loaded: () => {
      expect(cell('Payment date (lender pays out)')).toHaveTextContent('2026-05-18');
      expect(cell('Repayment date')).toHaveTextContent('2026-08-17');
      expect(cell('Loan amount')).toHaveTextContent('₱3000.00');
      expect(cell('Commission')).toHaveTextContent('₱300.00');
      expect(cell('Annual interest rate')).toHaveTextContent('18%');
      expect(cell('Interest rate')).toHaveTextContent('0.0065%');
      expect(cell('Interest')).toHaveTextContent('₱81.90');
      expect(cell('VAT (16% of interest plus commission)')).toHaveTextContent('₱61.10');
      expect(cell('Amount received')).toHaveTextContent('₱2638.90');
      expect(cell('Total to repay')).toHaveTextContent('₱3081.90');
      // The promissory note promises the total to repay (contractAmount), not the loan amount.
      expect(screen.getByRole('heading', { name: 'Promissory note' }).nextElementSibling).toHaveTextContent(
        'I, María Fernanda López García, unconditionally promise to pay to the order of Lendo Cash S.A. de C.V. the sum of ₱3081.90 no later than 2026-08-17, for the loan of the product Lendo Cash Express paid into account **** **** **** 4821, as set out in the following table:',
      );
      expect(screen.getByText(/overdue interest of 3% per day/)).toBeInTheDocument();
      expect(screen.getByTestId('contract-address')).toHaveTextContent('Calle Miguel Hidalgo 45');
      expect(screen.getByTestId('contract-date')).toHaveTextContent('2026-05-16');
      expect(within(screen.getByRole('region', { name: 'The borrower' })).getByText('María Fernanda López García')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'The lender' })).getByText('Lendo Cash S.A. de C.V.')).toBeInTheDocument();
    },
    failed: (s) => {
      const { error } = s.context as ContractContext;
      const expected = error?.kind === 'business' ? error.message : 'The information could not be loaded.';
      expect(screen.getByRole('alert')).toHaveTextContent(expected);
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(screen.queryByRole('table')).toBeNull();
    },
  },
});
