import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { fetchInstalmentPlan, type InstalmentPlan } from '../../api/installment';
import type { OrderInput } from '../../api/loan';
import { useApiClients } from '../../api/use-api-clients';
import { useFlowActor } from '../../app/use-flow-actor';
import { paths } from '../../app/route-table';
import { registerMessages, useI18n } from '../../i18n';
import { useSession, withCommonQuery } from '../../session';
import { instalmentMachine } from '../../../machines/instalment/instalment.machine';
import { selectPageData, selectPageError, selectPageStatus } from '../../../machines/shared/page-data';
import { PageDataState } from '../pay-channels/page-data-state';
import { payChannelsMessages } from '../pay-channels/pay-channels-messages';
import { useCopy } from '../pay-channels/use-copy';
import { instalmentMessages } from './instalment-messages';
import { InstalmentView } from './instalment-view';

registerMessages(payChannelsMessages);
registerMessages(instalmentMessages);

export default function InstalmentPage() {
  const session = useSession();
  const api = useApiClients();
  const { t } = useI18n();
  const navigate = useNavigate();
  const copy = useCopy();
  const input: OrderInput = { productId: session.commonQuery.productId ?? '', orderId: session.commonQuery.orderId ?? '' };
  const actor = useFlowActor(
    instalmentMachine,
    { actors: { loadData: fromPromise<InstalmentPlan, OrderInput>(({ input: order }) => fetchInstalmentPlan(api, order)) } },
    input,
  );
  const status = useSelector(actor, selectPageStatus);
  const plan = useSelector(actor, selectPageData<InstalmentPlan>);
  const error = useSelector(actor, selectPageError);
  if (status !== 'loaded' || !plan) {
    return <PageDataState title={t('instalment.title')} status={status === 'failed' ? 'failed' : 'loading'} error={error} onRetry={() => actor.send({ type: 'page.retry' })} />;
  }
  return (
    <InstalmentView
      plan={plan}
      onCopy={(code) => void copy(code)}
      onPay={(channel) =>
        navigate(withCommonQuery(paths.paymentDescription, session, { requestType: 1, amount: plan.repayAmount, payCode: channel.payCode }))
      }
    />
  );
}
