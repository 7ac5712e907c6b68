import { calculatorMachine } from '../../../machines/calculator/calculator.machine';
import { calculatorIntents, selectCalculatorView } from '../../../machines/calculator/calculator.view-model';
import { useFlowActor } from '../shared/use-flow-actor';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { MarketingShell } from '../shared/marketing-shell';
import { CalculatorView } from './calculator-view';
import { calculatorMessages } from '../../i18n/messages/calculator';
import { registerMessages } from '../../i18n';
import { useState } from 'react';
import { sessionKeep } from '../../lib/session-keep';
import { useReloadKeep } from '../shared/use-reload-keep';
import { calculateAgain, calculatorReload, type CalculatorKept } from '../../../machines/calculator/calculator.reload';

registerMessages(calculatorMessages);

/** The amount and period left on the calculator, for the tab (docs/decisions/0137); the public site has no user. */
const left = sessionKeep<CalculatorKept>('calculator', (value) => {
  if (typeof value !== 'object' || value === null) return null;
  const amount: unknown = Reflect.get(value, 'amount');
  const days: unknown = Reflect.get(value, 'days');
  const calculated: unknown = Reflect.get(value, 'calculated');
  return typeof amount === 'string' && typeof days === 'number' && Number.isInteger(days) && typeof calculated === 'boolean'
    ? { amount, days, calculated }
    : null;
});

export default function CalculatorPage() {
  const actor = useFlowActor(calculatorMachine, {});
  const [kept] = useState(() => left.read(''));
  useReloadKeep(actor, calculatorReload, kept, (next) => (next ? left.write('', next) : left.clear('')), calculateAgain);
  const view = useFlowView(actor, selectCalculatorView);
  const intents = useIntents(actor, calculatorIntents);
  return (
    <MarketingShell>
      <CalculatorView {...view} {...intents} />
    </MarketingShell>
  );
}
