// Type test, checked by `npm run typecheck`: a page's one view model and one set of intents are
// typed by its machine (src/flows/shared/use-flow-view.ts). Each `@ts-expect-error` fails the
// typecheck if the line below it ever compiles. Nothing here runs.
import { calculatorMachine, type CalculatorEvent } from '../../machines/calculator/calculator.machine';
import { calculatorIntents, selectCalculatorView } from '../../machines/calculator/calculator.view-model';
import { pageDataIntents, selectPageDataView } from '../../machines/shared/page-data';
import type { InstalmentPlan } from '../../src/api';
import { useFlowActor } from '../../src/flows/shared/use-flow-actor';
import { useFlowView, useIntents } from '../../src/flows/shared/use-flow-view';

export function RightView() {
  const actor = useFlowActor(calculatorMachine, {});
  const view = useFlowView(actor, selectCalculatorView);
  const intents = useIntents(actor, calculatorIntents);
  const amount: string = view.amount;
  intents.onPeriodChange(120);
  return amount;
}

export function IntentsOfAnotherMachine() {
  const actor = useFlowActor(calculatorMachine, {});
  // @ts-expect-error the calculator does not take the page-data machine's events
  return useIntents(actor, pageDataIntents);
}

export function ViewOfAnotherMachine() {
  const actor = useFlowActor(calculatorMachine, {});
  // @ts-expect-error a page-data view model reads a page-data snapshot, not the calculator's
  return useFlowView(actor, selectPageDataView<InstalmentPlan>);
}

export function IntentSendingAnUnknownEvent() {
  const actor = useFlowActor(calculatorMachine, {});
  // @ts-expect-error an intent may send only the machine's events
  return useIntents(actor, (send: (event: CalculatorEvent | { type: 'amount.clear' }) => void) => ({
    onClear: () => send({ type: 'amount.clear' }),
  }));
}
