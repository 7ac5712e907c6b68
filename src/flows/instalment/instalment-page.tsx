import { useEffect, useState, startTransition } from 'react';
import { fromPromise } from 'xstate';
import { fetchInstalmentPlan, type InstalmentPlan } from '../../api/instalment';
import type { OrderInput } from '../../api/loan';
import { useApiClients } from '../../api/use-api-clients';
import { registerMessages, useI18n } from '../../i18n';
import { useSession, type Session } from '../../session';
import { instalmentMachine } from '../../../machines/instalment/instalment.machine';
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
import { instalmentMessages } from '../../i18n/messages/instalment';
import type * as InstalmentViewModule from './instalment-view';
import { RefusedPage } from '../shared/refused-page';

registerMessages(payChannelsMessages);
registerMessages(instalmentMessages);

let viewModule: typeof InstalmentViewModule | null = null;

/**
 * The loaded plan (its channels and scan-to-pay modal) is shown only once the plan has arrived: its
 * code is kept out of the page's first load and fetched alongside the plan (as on the extension page).
 */
function useInstalmentView() {
  const [loaded, setLoaded] = useState(viewModule);
  useEffect(() => {
    if (loaded) return;
    import('./instalment-view').then(
      (m) => {
        viewModule = m;
        // Its first render is a large one: a transition, which React renders in slices (decision 0140).
        startTransition(() => setLoaded(m));
      },
      () => undefined,
    );
  }, [loaded]);
  return loaded?.InstalmentView;
}

/** Instalment repayment; its load needs the order: without a usable one it says why and sends nothing (decision 0092). */
export default function InstalmentPage() {
  const session = useSession();
  const { t } = useI18n();
  const order = orderInputOf(session);
  if (!order.ok)
    return (
      <RefusedPage
        className="pay-page"
        titleClassName="pay-product__name"
        title={t('instalment.title')}
        refused={order.refused}
        pending={<PageDataState title={t('instalment.title')} status="loading" error={null} onRetry={() => undefined} />}
      />
    );
  return <InstalmentLoader session={session} order={order.value} />;
}

function InstalmentLoader({ session, order }: { session: Session; order: OrderInput }) {
  const api = useApiClients();
  const { t } = useI18n();
  const announceFailure = useAnnounceFailure();
  // Shown again (Back or forward) from a kept answer: the first call takes it, and nothing on it is
  // acted on until the next, which takes the fresh one sent beside it, confirms it (0139).
  const keptAnswer = useKeptAnswer();
  const actor = useFlowActor(
    instalmentMachine,
    {
      actors: { loadData: fromPromise<InstalmentPlan, OrderInput>(({ input }) => keptAnswer(fetchInstalmentPlan(api, input))) },
      actions: { announceFailure },
    },
    order,
  );
  const view = useDeferredFlowView(actor, selectPageDataView<InstalmentPlan>);
  const { onRetry } = useIntents(actor, pageDataIntents);
  const copy = useCopy();
  // Only a confirmed answer's amount is sent on to generate-vcode, and only it is paid with or copied.
  const current = view.status === 'loaded' && view.standing === 'confirmed';
  const pay = usePay(session, 1, current ? view.data.repayAmount : '');
  const InstalmentView = useInstalmentView();
  if (view.status !== 'loaded' || !InstalmentView)
    return (
      <PageDataState
        title={t('instalment.title')}
        status={view.status === 'failed' ? 'failed' : 'loading'}
        error={view.status === 'loaded' ? null : view.error}
        onRetry={onRetry}
      />
    );
  return (
    <InstalmentView
      plan={view.data}
      standing={view.standing}
      onRetry={onRetry}
      onCopy={(code) => {
        if (current) void copy(code);
      }}
      onPay={(channel) => {
        if (current) pay(channel);
      }}
    />
  );
}
