// Loan calculator: type an amount, pick a period, Calculate shows interest, total and instalments.
// States: idle (editing) -> showingResults | invalid ('Please Enter a number!'); Reset returns to idle with 91 days.
import { assign, setup } from 'xstate';
import { DEFAULT_PERIOD, calculate, isDigitsOnly, type CalculatorResult } from './calculator.math';

export interface CalculatorContext {
  amount: string;
  days: number;
  result: CalculatorResult | null;
}

export type CalculatorEvent =
  { type: 'amount.change'; value: string } | { type: 'period.select'; days: number } | { type: 'form.calculate' } | { type: 'form.reset' };

export const calculatorMachine = setup({
  types: {
    context: {} as CalculatorContext,
    events: {} as CalculatorEvent,
    tags: {} as 'error' | 'results',
  },
  guards: {
    amountIsNumber: ({ context }) => isDigitsOnly(context.amount),
  },
  actions: {
    setAmount: assign({
      amount: ({ event }) => (event.type === 'amount.change' ? event.value : ''),
      result: null,
    }),
    setPeriod: assign({
      days: ({ event, context }) => (event.type === 'period.select' ? event.days : context.days),
      result: null,
    }),
    computeResult: assign({
      result: ({ context }) => calculate(Number(context.amount), context.days),
    }),
    clearAll: assign({ amount: '', days: DEFAULT_PERIOD, result: null }),
  },
}).createMachine({
  id: 'calculator',
  context: { amount: '', days: DEFAULT_PERIOD, result: null },
  initial: 'idle',
  on: {
    'amount.change': { target: '.idle', actions: 'setAmount' },
    'period.select': { target: '.idle', actions: 'setPeriod' },
    'form.reset': { target: '.idle', actions: 'clearAll' },
  },
  states: {
    idle: {
      on: {
        'form.calculate': [{ guard: 'amountIsNumber', target: 'showingResults', actions: 'computeResult' }, { target: 'invalid' }],
      },
    },
    invalid: {
      tags: ['error'],
    },
    showingResults: {
      tags: ['results'],
    },
  },
});
