import { useNavigate } from 'react-router-dom';
import type { PayChannel } from '../../../api/instalment';
import type { Amount } from '../../../api/schema-kit';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n';
import { withCommonQuery, type CarriedQuery } from '../../../session';
import { useToast } from '../../../ui';

/**
 * Paying with a channel opens the payment instructions with the amount the page showed. The amount
 * travels on to generate-vcode, so only a numeric one is sent; an amount the server sent as text
 * ("N/D") is shown on the page, and a tap on a channel explains instead
 * (docs/decisions/0067-tolerant-reading.md).
 */
export function usePay(session: CarriedQuery, requestType: 1 | 2, amount: Amount) {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useI18n();
  return (channel: PayChannel) => {
    if (typeof amount !== 'number') return toast.show(t('repaying.amountUnreadable'), { kind: 'error' });
    navigate(withCommonQuery(paths.paymentDescription, session, { requestType, amount, payCode: channel.payCode }));
  };
}
