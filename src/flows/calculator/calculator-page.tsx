import { calculatorMachine } from '../../../machines/calculator/calculator.machine';
import { calculatorIntents, selectCalculatorView } from '../../../machines/calculator/calculator.view-model';
import { useFlowActor } from '../shared/use-flow-actor';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { MarketingShell } from '../shared/marketing-shell';
import { CalculatorView } from './calculator-view';
import { calculatorMessages } from '../../i18n/messages/calculator';
import { registerMessages } from '../../i18n';

registerMessages(calculatorMessages);

export default function CalculatorPage() {
  const actor = useFlowActor(calculatorMachine, {});
  const view = useFlowView(actor, selectCalculatorView);
  const intents = useIntents(actor, calculatorIntents);
  return (
    <MarketingShell>
      <CalculatorView {...view} {...intents} />
    </MarketingShell>
  );
}
