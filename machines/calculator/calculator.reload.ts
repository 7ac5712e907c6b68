// The calculator's reload table (docs/decisions/0137): the amount typed and the period picked are
// kept for the tab, and the results shown are calculated again from them on the page loaded again.
import type { SnapshotFrom } from 'xstate';
import type { ReloadSpec } from '../shared/reload';
import type { CalculatorEvent, calculatorMachine } from './calculator.machine';
import { DEFAULT_PERIOD } from './calculator.math';

type Snapshot = SnapshotFrom<typeof calculatorMachine>;

export interface CalculatorKept {
  amount: string;
  days: number;
  /** The results were on screen: Calculate is made again. */
  calculated: boolean;
}

export const calculatorReload: ReloadSpec<Snapshot, CalculatorKept> = {
  table: {
    idle: { brings: 'same', why: 'the amount and period as they were left' },
    invalid: { brings: 'earlier', to: 'idle', why: 'the amount as typed; the message answered a tap made before the reload and is not shown again' },
    showingResults: { brings: 'same', why: 'the results calculated again from the amount and period kept (nothing is sent)' },
  },
  keep(s) {
    const { amount, days } = s.context;
    const calculated = s.matches('showingResults');
    // Nothing typed and the default period (a first load, or after Reset): nothing to bring back.
    return amount === '' && days === DEFAULT_PERIOD && !calculated ? null : { amount, days, calculated };
  },
};

/** The events that make the kept calculator again. */
export function calculateAgain(kept: CalculatorKept): CalculatorEvent[] {
  const events: CalculatorEvent[] = [
    { type: 'amount.change', value: kept.amount },
    { type: 'period.select', days: kept.days },
  ];
  return kept.calculated ? [...events, { type: 'form.calculate' }] : events;
}
