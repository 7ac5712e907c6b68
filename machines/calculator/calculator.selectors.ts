import type { SnapshotFrom } from 'xstate';
import type { calculatorMachine } from './calculator.machine';

type CalculatorSnapshot = SnapshotFrom<typeof calculatorMachine>;

export type CalculatorStatus = 'idle' | 'invalid' | 'results';

export const selectStatus = (s: CalculatorSnapshot): CalculatorStatus =>
  s.matches('showingResults') ? 'results' : s.matches('invalid') ? 'invalid' : 'idle';
export const selectAmount = (s: CalculatorSnapshot) => s.context.amount;
export const selectDays = (s: CalculatorSnapshot) => s.context.days;
export const selectResult = (s: CalculatorSnapshot) => s.context.result;
