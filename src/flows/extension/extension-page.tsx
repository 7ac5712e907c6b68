import { useEffect, useState, type ReactNode, startTransition } from 'react';
import { useNavigate } from 'react-router';
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
import { useDeferredFlowView, useIntents } from '../shared/use-flow-view';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { useKeptAnswer } from '../shared/use-kept-answer';
import { PageDataState } from '../shared/pay-channels/page-data-state';
import { orderInputOf } from '../shared/pay-channels/order-input';
import { payChannelsMessages } from '../../i18n/messages/pay-channels';
import { useCopy } from '../shared/pay-channels/use-copy';
import { usePay } from '../shared/pay-channels/use-pay';
import { extensionMessages } from '../../i18n/messages/extension';
import type * as ExtensionViewModule from './extension-view';
import { ServiceButton } from './service-button';
import { RefusedPage } from '../shared/refused-page';

registerMessages(payChannelsMessages);
registerMessages(extensionMessages);

let viewModule: typeof ExtensionViewModule | null = null;

/**
 * The loaded page (its channels and scan-to-pay modal) is shown only once the detail has arrived:
 * its code is kept out of the page's first load and fetched alongside the detail.
 */
function useExtensionView() {
  const [loaded, setLoaded] = useState(viewModule);
  useEffect(() => {
    if (loaded) return;
    import('./extension-view').then(
      (m) => {
        viewModule = m;
        // Its first render is a large one: a transition, which React renders in slices (decision 0140).
        startTransition(() => setLoaded(m));
      },
      () => undefined,
    );
  }, [loaded]);
  return loaded?.ExtensionView;
}

/** Extension repayment; its load needs the order: without a usable one it says why and sends nothing (decision 0092). */
export default function ExtensionPage() {
  const session = useSession();
  const { t } = useI18n();
  const navigate = useNavigate();
  const order = orderInputOf(session);
  const title = t('extension.title');
  const openService = () => navigate(withCommonQuery(paths.dag, session));
  // Help stays one tap away while the page loads, after it failed, or when its link is refused.
  const service = <ServiceButton label={t('extension.service')} hint={t('extension.serviceHint')} onOpen={openService} />;
  if (order.ok) return <ExtensionLoader session={session} order={order.value} title={title} service={service} onService={openService} />;
  const pending = <PageDataState title={title} status="loading" error={null} onRetry={() => undefined} />;
  return (
    <>
      <RefusedPage className="pay-page" titleClassName="pay-product__name" title={title} refused={order.refused} pending={pending} />
      {service}
    </>
  );
}

function ExtensionLoader({
  session,
  order,
  title,
  service,
  onService,
}: {
  session: Session;
  order: OrderInput;
  title: string;
  service: ReactNode;
  onService: () => void;
}) {
  const api = useApiClients();
  const announceFailure = useAnnounceFailure();
  // Shown again (Back or forward) from a kept answer: the first call takes it, and nothing on it is
  // acted on until the next, which takes the fresh one sent beside it, confirms it (0139).
  const keptAnswer = useKeptAnswer();
  const actor = useFlowActor(
    extensionMachine,
    {
      actors: { loadData: fromPromise<DelayDetail, OrderInput>(({ input }) => keptAnswer(fetchDelayDetail(api, input))) },
      actions: { announceFailure },
    },
    order,
  );
  const view = useDeferredFlowView(actor, selectPageDataView<DelayDetail>);
  const { onRetry } = useIntents(actor, pageDataIntents);
  const copy = useCopy();
  // Only a confirmed answer's amount is sent on to generate-vcode, and only it is paid with or copied.
  const current = view.status === 'loaded' && view.standing === 'confirmed';
  const pay = usePay(session, 2, current ? view.data.delayInfo.delayAmount : '');
  const ExtensionView = useExtensionView();
  if (view.status !== 'loaded' || !ExtensionView) {
    return (
      <>
        <PageDataState
          title={title}
          status={view.status === 'failed' ? 'failed' : 'loading'}
          error={view.status === 'loaded' ? null : view.error}
          onRetry={onRetry}
        />
        {service}
      </>
    );
  }
  return (
    <ExtensionView
      detail={view.data}
      standing={view.standing}
      onRetry={onRetry}
      onCopy={(code) => {
        if (current) void copy(code);
      }}
      onPay={(channel) => {
        if (current) pay(channel);
      }}
      onService={onService}
    />
  );
}
