import { fromPromise } from 'xstate';
import { fetchServiceInfo, type ServiceInfo } from '../../api/problem';
import { useApiClients } from '../../api/use-api-clients';
import { useFlowActor } from '../shared/use-flow-actor';
import { useBridge } from '../../bridge';
import { registerMessages, useI18n } from '../../i18n';
import { customerServiceMachine, type NoInput } from '../../../machines/customer-service/customer-service.machine';
import { pageDataIntents, selectPageDataView } from '../../../machines/shared/page-data';
import { useDeferredFlowView, useIntents } from '../shared/use-flow-view';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { useKeptAnswer } from '../shared/use-kept-answer';
import { PageDataState } from '../shared/pay-channels/page-data-state';
import { payChannelsMessages } from '../../i18n/messages/pay-channels';
import { customerServiceMessages } from '../../i18n/messages/customer-service';
import { CustomerServiceView } from './customer-service-view';

registerMessages(payChannelsMessages);
registerMessages(customerServiceMessages);

export default function CustomerServicePage() {
  const api = useApiClients();
  const { t } = useI18n();
  const bridge = useBridge();
  const announceFailure = useAnnounceFailure();
  // No answer of this page is kept for going back today (src/app/hops/next-data.ts); were one, it is
  // shown as checking until the fresh one confirms it, as on every page-data page (0139).
  const keptAnswer = useKeptAnswer();
  const actor = useFlowActor(
    customerServiceMachine,
    {
      actors: { loadData: fromPromise<ServiceInfo, NoInput>(() => keptAnswer(fetchServiceInfo(api))) },
      actions: { announceFailure },
    },
    {},
  );
  const view = useDeferredFlowView(actor, selectPageDataView<ServiceInfo>);
  const { onRetry } = useIntents(actor, pageDataIntents);
  if (view.status !== 'loaded') return <PageDataState title={t('service.title')} status={view.status} error={view.error} onRetry={onRetry} />;
  return <CustomerServiceView info={view.data} standing={view.standing} onRetry={onRetry} onCall={(number) => bridge.callPhone(number)} />;
}
