import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { calculatorMachine, type CalculatorContext } from '../../machines/calculator/calculator.machine';
import { calculate } from '../../machines/calculator/calculator.math';
import CalculatorPage from '../../src/flows/calculator/calculator-page';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { calculatorModel } from '../machines/calculator.model';

const amountInput = () => screen.getByLabelText('Loan amount') as HTMLInputElement;
const periodSelect = () => screen.getByLabelText('Period') as HTMLSelectElement;

function expectForm(c: CalculatorContext) {
  expect(amountInput().value).toBe(c.amount);
  expect(periodSelect().value).toBe(String(c.days));
}

describeViewModel('calculator', calculatorMachine, {
  ...calculatorModel,
  render: (machineOptions) => renderPage(<CalculatorPage />, { route: '/User?type=1', machineOptions }),
  events: {
    'amount.change': async (e, { user }) => {
      await user.clear(amountInput());
      await user.type(amountInput(), (e as unknown as { value: string }).value);
    },
    'period.select': async (e, { user }) => {
      await user.selectOptions(periodSelect(), String((e as unknown as { days: number }).days));
    },
    'form.calculate': async (_e, { user }) => {
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
    },
    'form.reset': async (_e, { user }) => {
      await user.click(screen.getByRole('button', { name: 'Reset' }));
    },
  },
  states: {
    idle: (s) => {
      expectForm(s.context as CalculatorContext);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('region', { name: 'Result' })).toBeNull();
    },
    invalid: (s) => {
      expectForm(s.context as CalculatorContext);
      expect(screen.getByRole('alert')).toHaveTextContent('Please Enter a number!');
      expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    },
    showingResults: (s) => {
      const c = s.context as CalculatorContext;
      expectForm(c);
      const expected = calculate(Number(c.amount), c.days);
      const results = within(screen.getByRole('region', { name: 'Result' }));
      expect(results.getByTestId('calc-interest')).toHaveTextContent(expected.interest);
      expect(results.getByTestId('calc-total')).toHaveTextContent(expected.total);
      expect(results.getByTestId('calc-instalments')).toHaveTextContent(String(expected.instalments));
      expect(results.getByTestId('calc-per-instalment')).toHaveTextContent(expected.perInstalment);
      expect(results.getByTestId('calc-rate')).toHaveTextContent('0.03%');
    },
  },
});
