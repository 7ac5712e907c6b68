import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { fetchDelayDetail, type DelayDetail } from '../../api/instalment';
import type { OrderInput } from '../../api/loan';
import { useApiClients } from '../../api/use-api-clients';
import { paths } from '../../config/paths';
import { registerMessages, useI18n } from '../../i18n';
import { useSession, withCommonQuery, type Session } from '../../session';
import { extensionMachine } from '../../../machines/extension/extension.machine';
import { pageDataIntents, selectPageDataView } from '../../../machines/shared/page-data';
import { useFlowActor } from '../shared/use-flow-actor';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { PageDataState } from '../shared/pay-channels/page-data-state';
import { orderInputOf } from '../shared/pay-channels/order-input';
import { payChannelsMessages } from '../../i18n/messages/pay-channels';
import { useCopy } from '../shared/pay-channels/use-copy';
import { usePay } from '../shared/pay-channels/use-pay';
import { extensionMessages } from '../../i18n/messages/extension';
import { ExtensionView } from './extension-view';
import { ServiceButton } from './service-button';
import { RefusedPage } from '../shared/refused-page';

registerMessages(payChannelsMessages);
registerMessages(extensionMessages);

/** Extension repayment; its load needs the order: without a usable one it says why and sends nothing (decision 0092). */
export default function ExtensionPage() {
  const session = useSession();
  const { t } = useI18n();
  const navigate = useNavigate();
  const order = orderInputOf(session);
  if (!order.ok) {
    // Help stays one tap away: the service page needs no order.
    return (
      <>
        <RefusedPage
          className="pay-page"
          titleClassName="pay-product__name"
          title={t('extension.title')}
          refused={order.refused}
          pending={<PageDataState title={t('extension.title')} status="loading" error={null} onRetry={() => undefined} />}
        />
        <ServiceButton
          label={t('extension.service')}
          hint={t('extension.serviceHint')}
          onOpen={() => navigate(withCommonQuery(paths.dag, session))}
        />
      </>
    );
  }
  return <ExtensionLoader session={session} order={order.value} />;
}

function ExtensionLoader({ session, order }: { session: Session; order: OrderInput }) {
  const api = useApiClients();
  const { t } = useI18n();
  const announceFailure = useAnnounceFailure();
  const navigate = useNavigate();
  const actor = useFlowActor(
    extensionMachine,
    {
      actors: { loadData: fromPromise<DelayDetail, OrderInput>(({ input }) => fetchDelayDetail(api, input)) },
      actions: { announceFailure },
    },
    order,
  );
  const view = useFlowView(actor, selectPageDataView<DelayDetail>);
  const { onRetry } = useIntents(actor, pageDataIntents);
  const copy = useCopy();
  const pay = usePay(session, 2, view.status === 'loaded' ? view.data.delayInfo.delayAmount : '');
  const openService = () => navigate(withCommonQuery(paths.dag, session));
  if (view.status !== 'loaded') {
    // Help stays one tap away while the page loads or after it failed.
    return (
      <>
        <PageDataState title={t('extension.title')} status={view.status} error={view.error} onRetry={onRetry} />
        <ServiceButton label={t('extension.service')} hint={t('extension.serviceHint')} onOpen={openService} />
      </>
    );
  }
  return <ExtensionView detail={view.data} onCopy={(code) => void copy(code)} onPay={pay} onService={openService} />;
}
