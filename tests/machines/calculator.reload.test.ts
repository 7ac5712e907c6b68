import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { calculatorMachine, type CalculatorContext } from '../../machines/calculator/calculator.machine';
import { calculateAgain, calculatorReload, type CalculatorKept } from '../../machines/calculator/calculator.reload';
import { describeReloadTable } from '../helpers/reload-table';
import { calculatorModel } from './calculator.model';

// docs/decisions/0137: the calculator reloaded in every state it can reach; the page makes the kept
// amount, period and Calculate again (src/flows/calculator/calculator-page.tsx).
describeReloadTable<CalculatorKept>('calculator', calculatorMachine, {
  spec: calculatorReload as never,
  model: calculatorModel,
  commits: [],
  restart: (kept) => ({ input: undefined, answers: kept ? calculateAgain(kept).map((e) => ({ ...e })) : [] }),
  same: (before: AnyMachineSnapshot, after: AnyMachineSnapshot) => {
    expect(after.context as CalculatorContext).toEqual(before.context as CalculatorContext);
  },
});
