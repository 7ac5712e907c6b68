import type { CalculatorContext } from '../../machines/calculator/calculator.machine';

/** The calculator's model: payload cases per event and the context that shows on screen. */
export const calculatorModel = {
  cases: {
    'amount.change': [{ value: '10000' }, { value: '12ab' }],
    'period.select': [{ days: 120 }],
  },
  context: (c: CalculatorContext) => ({ amount: c.amount, days: c.days, result: c.result }),
};
