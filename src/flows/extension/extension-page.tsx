import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { fetchDelayDetail, type DelayDetail } from '../../api/installment';
import type { OrderInput } from '../../api/loan';
import { useApiClients } from '../../api/use-api-clients';
import { useFlowActor } from '../../app/use-flow-actor';
import { paths } from '../../app/route-table';
import { registerMessages, useI18n } from '../../i18n';
import { useSession, withCommonQuery } from '../../session';
import { extensionMachine } from '../../../machines/extension/extension.machine';
import { selectPageData, selectPageError, selectPageStatus } from '../../../machines/shared/page-data';
import { PageDataState } from '../pay-channels/page-data-state';
import { payChannelsMessages } from '../pay-channels/pay-channels-messages';
import { useCopy } from '../pay-channels/use-copy';
import { extensionMessages } from './extension-messages';
import { ExtensionView } from './extension-view';
import { ServiceButton } from './service-button';

registerMessages(payChannelsMessages);
registerMessages(extensionMessages);

export default function ExtensionPage() {
  const session = useSession();
  const api = useApiClients();
  const { t } = useI18n();
  const navigate = useNavigate();
  const copy = useCopy();
  const input: OrderInput = { productId: session.commonQuery.productId ?? '', orderId: session.commonQuery.orderId ?? '' };
  const actor = useFlowActor(
    extensionMachine,
    { actors: { loadData: fromPromise<DelayDetail, OrderInput>(({ input: order }) => fetchDelayDetail(api, order)) } },
    input,
  );
  const openService = () => navigate(withCommonQuery(paths.dag, session));
  const status = useSelector(actor, selectPageStatus);
  const detail = useSelector(actor, selectPageData<DelayDetail>);
  const error = useSelector(actor, selectPageError);
  if (status !== 'loaded' || !detail) {
    // Help stays one tap away while the page loads or after it failed.
    return (
      <>
        <PageDataState title={t('extension.title')} status={status === 'failed' ? 'failed' : 'loading'} error={error} onRetry={() => actor.send({ type: 'page.retry' })} />
        <ServiceButton label={t('extension.service')} hint={t('extension.serviceHint')} onOpen={openService} />
      </>
    );
  }
  return (
    <ExtensionView
      detail={detail}
      onCopy={(code) => void copy(code)}
      onPay={(channel) =>
        navigate(withCommonQuery(paths.paymentDescription, session, { requestType: 2, amount: detail.delayInfo.delayAmount, payCode: channel.payCode }))
      }
      onService={openService}
    />
  );
}
