import { describe, expect, it } from 'vitest';
import { calculatorMachine, type CalculatorEvent } from '../../machines/calculator/calculator.machine';
import { calculatorIntents, selectCalculatorView } from '../../machines/calculator/calculator.view-model';
import { calculate } from '../../machines/calculator/calculator.math';

const at = (value: string, amount: string, days = 91) =>
  calculatorMachine.resolveState({ value, context: { amount, days, result: value === 'showingResults' ? calculate(Number(amount), days) : null } });

describe('the calculator view model', () => {
  it('shows the form, an invalid amount or the results, with what was typed', () => {
    expect(selectCalculatorView(at('idle', ''))).toEqual({ amount: '', days: 91, status: 'idle', result: null });
    expect(selectCalculatorView(at('invalid', '12a', 120))).toEqual({ amount: '12a', days: 120, status: 'invalid', result: null });
    const results = selectCalculatorView(at('showingResults', '10000'));
    expect(results.status).toBe('results');
    expect(results.result?.total).toBe('10273.00');
  });

  it('sends one event per intent', () => {
    const sent: CalculatorEvent[] = [];
    const on = calculatorIntents((event) => sent.push(event));
    on.onAmountChange('5000');
    on.onPeriodChange(180);
    on.onCalculate();
    on.onReset();
    expect(sent).toEqual([
      { type: 'amount.change', value: '5000' },
      { type: 'period.select', days: 180 },
      { type: 'form.calculate' },
      { type: 'form.reset' },
    ]);
  });
});
