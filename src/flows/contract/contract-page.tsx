import { useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { contractMachine } from '../../../machines/contract/contract.machine';
import { contractIntents, selectContractView } from '../../../machines/contract/contract.view-model';
import { fetchContractDetail } from '../../api/contract';
import { useApiClients } from '../../api/use-api-clients';
import { useFlowActor } from '../shared/use-flow-actor';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { useHydrated } from '../../ui/use-hydrated';
import { registerMessages, useI18n } from '../../i18n';
import { contractValues } from '../../session/complaint-values';
import { refusedText } from '../shared/refused-text';
import { contractMessages } from '../../i18n/messages/contract';
import { ContractView } from './contract-view';

registerMessages(contractMessages);

function ContractLoader({ orderNo, withImage }: { orderNo: string; withImage: boolean }) {
  const api = useApiClients();
  const actor = useFlowActor(
    contractMachine,
    { actors: { loadContract: fromPromise(({ input }: { input: { orderNo: string } }) => fetchContractDetail(api, input.orderNo)) } },
    { orderNo },
  );
  const view = useFlowView(actor, selectContractView);
  const intents = useIntents(actor, contractIntents);
  return <ContractView {...view} {...intents} withImage={withImage} />;
}

/**
 * The loan agreement of the order named by `orderNo` in the page query; without a usable one there
 * is nothing to load, and the page says which value and why (decision 0092). The prerendered page knows no query: it is the loading view, and so is the first render
 * in the browser until the app has taken over the page (useHydrated), with or without an order.
 */
function ContractPage({ withImage = false }: { withImage?: boolean }) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const { t } = useI18n();
  const order = contractValues({ orderNo: new URLSearchParams(search).get('orderNo') ?? undefined });
  if (!order.ok)
    return (
      <ContractView
        status={hydrated ? 'refused' : 'loading'}
        refused={refusedText(t, order.refused)}
        contract={null}
        error={null}
        withImage={withImage}
        onRetry={() => undefined}
      />
    );
  return <ContractLoader orderNo={order.value.orderNo} withImage={withImage} />;
}

/** `/agony` and the loan-agreement destination: the period agreement alone. */
export default function PeriodAgreementPage() {
  return <ContractPage />;
}

/** `/Loan`: the product image above the period agreement. */
export function LoanImageAgreementPage() {
  return <ContractPage withImage />;
}
