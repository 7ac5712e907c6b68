import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calculatorMachine, type CalculatorContext } from '../../machines/calculator/calculator.machine';
import CalculatorPage from '../../src/flows/calculator/calculator-page';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage } from '../helpers/render-page';
import { calculatorModel } from '../machines/calculator.model';
import { CALCULATOR_FIGURES, figuresFor, type CalculatorFigures } from '../machines/calculator.figures';

const amountInput = () => screen.getByLabelText('Loan amount') as HTMLInputElement;
const periodSelect = () => screen.getByLabelText('Period') as HTMLSelectElement;

// The figures on screen, each exactly the hand-worked value (SPEC section 9), the rate as printed.
function expectFigures(f: CalculatorFigures) {
  const results = within(screen.getByRole('region', { name: 'Result' }));
  expect(results.getByTestId('calc-interest').textContent).toBe(f.interest);
  expect(results.getByTestId('calc-total').textContent).toBe(f.total);
  expect(results.getByTestId('calc-instalments').textContent).toBe(f.instalments);
  expect(results.getByTestId('calc-per-instalment').textContent).toBe(f.perInstalment);
  expect(results.getByTestId('calc-rate').textContent).toBe('0.03%');
}

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
      expectFigures(figuresFor(c.amount, c.days));
    },
  },
});

describe('the calculator page figures', () => {
  it.each(CALCULATOR_FIGURES.map((f) => [f.amount, f.days, f] as const))(
    'shows the hand-worked figures for %s over %i days',
    async (amount, days, f) => {
      const user = userEvent.setup();
      renderPage(<CalculatorPage />, { route: '/User?type=1' });
      await user.type(amountInput(), amount);
      await user.selectOptions(periodSelect(), String(days));
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expectFigures(f);
    },
  );
});
