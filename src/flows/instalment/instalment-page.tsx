import { fetchInstalmentPlan } from '../../api/instalment';
import { registerMessages, useI18n } from '../../i18n';
import { instalmentMachine } from '../../../machines/instalment/instalment.machine';
import { PageDataState } from '../shared/pay-channels/page-data-state';
import { payChannelsMessages } from '../../i18n/messages/pay-channels';
import { useCopy } from '../shared/pay-channels/use-copy';
import { useOrderPageData } from '../shared/pay-channels/use-order-page-data';
import { usePay } from '../shared/pay-channels/use-pay';
import { instalmentMessages } from '../../i18n/messages/instalment';
import { InstalmentView } from './instalment-view';

registerMessages(payChannelsMessages);
registerMessages(instalmentMessages);

export default function InstalmentPage() {
  const { session, status, data: plan, error, retry } = useOrderPageData(instalmentMachine, fetchInstalmentPlan);
  const { t } = useI18n();
  const copy = useCopy();
  const pay = usePay(session, 1, plan?.repayAmount ?? '');
  if (status !== 'loaded' || !plan) {
    return <PageDataState title={t('instalment.title')} status={status === 'failed' ? 'failed' : 'loading'} error={error} onRetry={retry} />;
  }
  return <InstalmentView plan={plan} onCopy={(code) => void copy(code)} onPay={pay} />;
}
