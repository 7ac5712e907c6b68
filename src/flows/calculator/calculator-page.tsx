import { useSelector } from '@xstate/react';
import { calculatorMachine } from '../../../machines/calculator/calculator.machine';
import { selectAmount, selectDays, selectResult, selectStatus } from '../../../machines/calculator/calculator.selectors';
import { useFlowActor } from '../shared/use-flow-actor';
import { MarketingShell } from '../shared/marketing-shell';
import { CalculatorView } from './calculator-view';
import { calculatorMessages } from '../../i18n/messages/calculator';
import { registerMessages } from '../../i18n';

registerMessages(calculatorMessages);

export default function CalculatorPage() {
  const actor = useFlowActor(calculatorMachine, {});
  const amount = useSelector(actor, selectAmount);
  const days = useSelector(actor, selectDays);
  const status = useSelector(actor, selectStatus);
  const result = useSelector(actor, selectResult);
  return (
    <MarketingShell>
      <CalculatorView
        amount={amount}
        days={days}
        status={status}
        result={result}
        onAmountChange={(value) => actor.send({ type: 'amount.change', value })}
        onPeriodChange={(d) => actor.send({ type: 'period.select', days: d })}
        onCalculate={() => actor.send({ type: 'form.calculate' })}
        onReset={() => actor.send({ type: 'form.reset' })}
      />
    </MarketingShell>
  );
}
