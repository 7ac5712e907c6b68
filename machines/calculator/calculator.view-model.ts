import type { SnapshotFrom } from 'xstate';
import type { CalculatorEvent, calculatorMachine } from './calculator.machine';
import type { CalculatorResult } from './calculator.math';

export type CalculatorStatus = 'idle' | 'invalid' | 'results';

/** What the calculator shows, from its snapshot. */
export interface CalculatorViewModel {
  amount: string;
  days: number;
  status: CalculatorStatus;
  result: CalculatorResult | null;
}

export function selectCalculatorView(s: SnapshotFrom<typeof calculatorMachine>): CalculatorViewModel {
  return {
    amount: s.context.amount,
    days: s.context.days,
    status: s.matches('showingResults') ? 'results' : s.matches('invalid') ? 'invalid' : 'idle',
    result: s.context.result,
  };
}

/** What the borrower can do on the calculator, as the events it sends. */
export function calculatorIntents(send: (event: CalculatorEvent) => void) {
  return {
    onAmountChange: (value: string) => send({ type: 'amount.change', value }),
    onPeriodChange: (days: number) => send({ type: 'period.select', days }),
    onCalculate: () => send({ type: 'form.calculate' }),
    onReset: () => send({ type: 'form.reset' }),
  };
}
