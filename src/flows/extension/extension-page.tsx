import { useNavigate } from 'react-router-dom';
import { fetchDelayDetail } from '../../api/instalment';
import { paths } from '../../config/paths';
import { registerMessages, useI18n } from '../../i18n';
import { withCommonQuery } from '../../session';
import { extensionMachine } from '../../../machines/extension/extension.machine';
import { PageDataState } from '../shared/pay-channels/page-data-state';
import { payChannelsMessages } from '../../i18n/messages/pay-channels';
import { useCopy } from '../shared/pay-channels/use-copy';
import { useOrderPageData } from '../shared/pay-channels/use-order-page-data';
import { usePay } from '../shared/pay-channels/use-pay';
import { extensionMessages } from '../../i18n/messages/extension';
import { ExtensionView } from './extension-view';
import { ServiceButton } from './service-button';

registerMessages(payChannelsMessages);
registerMessages(extensionMessages);

export default function ExtensionPage() {
  const { session, status, data: detail, error, retry } = useOrderPageData(extensionMachine, fetchDelayDetail);
  const { t } = useI18n();
  const navigate = useNavigate();
  const copy = useCopy();
  const pay = usePay(session, 2, detail?.delayInfo.delayAmount ?? '');
  const openService = () => navigate(withCommonQuery(paths.dag, session));
  if (status !== 'loaded' || !detail) {
    // Help stays one tap away while the page loads or after it failed.
    return (
      <>
        <PageDataState title={t('extension.title')} status={status === 'failed' ? 'failed' : 'loading'} error={error} onRetry={retry} />
        <ServiceButton label={t('extension.service')} hint={t('extension.serviceHint')} onOpen={openService} />
      </>
    );
  }
  return <ExtensionView detail={detail} onCopy={(code) => void copy(code)} onPay={pay} onService={openService} />;
}
