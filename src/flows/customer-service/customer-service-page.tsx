import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fetchServiceInfo, type ServiceInfo } from '../../api/problem';
import { useApiClients } from '../../api/use-api-clients';
import { useFlowActor } from '../shared/use-flow-actor';
import { useBridge } from '../../bridge';
import { registerMessages, useI18n } from '../../i18n';
import { customerServiceMachine, type NoInput } from '../../../machines/customer-service/customer-service.machine';
import { selectPageData, selectPageError, selectPageStatus } from '../../../machines/shared/page-data';
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
  const actor = useFlowActor(customerServiceMachine, { actors: { loadData: fromPromise<ServiceInfo, NoInput>(() => fetchServiceInfo(api)) } }, {});
  const status = useSelector(actor, selectPageStatus);
  const info = useSelector(actor, selectPageData<ServiceInfo>);
  const error = useSelector(actor, selectPageError);
  if (status !== 'loaded' || !info) {
    return (
      <PageDataState
        title={t('service.title')}
        status={status === 'failed' ? 'failed' : 'loading'}
        error={error}
        onRetry={() => actor.send({ type: 'page.retry' })}
      />
    );
  }
  return <CustomerServiceView info={info} onCall={(number) => bridge.callPhone(number)} />;
}
