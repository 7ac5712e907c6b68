import { expect } from 'vitest';
import { calculatorMachine, type CalculatorContext } from '../../machines/calculator/calculator.machine';
import { describeMachineModel } from '../helpers/machine-suite';
import { calculatorModel } from './calculator.model';

describeMachineModel('calculator', calculatorMachine, {
  ...calculatorModel,
  states: {
    showingResults: (run) => {
      const { amount, days, result } = run.actor.getSnapshot().context as CalculatorContext;
      const expected = 0.0003 * Number(amount) * days;
      expect(result?.interest).toBe(expected.toFixed(2));
      expect(run.actor.getSnapshot().hasTag('results')).toBe(true);
    },
    invalid: (run) => {
      expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
      expect((run.actor.getSnapshot().context as CalculatorContext).result).toBeNull();
    },
    idle: (run) => {
      expect((run.actor.getSnapshot().context as CalculatorContext).result).toBeNull();
    },
  },
});
