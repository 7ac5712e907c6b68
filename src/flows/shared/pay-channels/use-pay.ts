import { useNavigate } from 'react-router';
import type { PayChannel } from '../../../api/instalment';
import type { Amount } from '../../../api/schema-kit';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n';
import { checkMinorAmount, readId } from '../../../lib/acted-on';
import { withCommonQuery, type CarriedQuery } from '../../../session';
import { useToast } from '../../../ui';

/** The payment-instructions link for a channel, or which server value stops it (decision 0092). */
export function payLink(
  session: CarriedQuery,
  requestType: 1 | 2,
  amount: Amount,
  payCode: string,
): { ok: true; link: string } | { ok: false; refused: 'amount' | 'payCode' } {
  const checkedAmount = checkMinorAmount(amount);
  const checkedCode = readId(payCode);
  if (!checkedAmount.ok) return { ok: false, refused: 'amount' };
  if (!checkedCode.ok) return { ok: false, refused: 'payCode' };
  return {
    ok: true,
    link: withCommonQuery(paths.paymentDescription, session, { requestType, amount: checkedAmount.value, payCode: checkedCode.value }),
  };
}

/**
 * Paying with a channel opens the payment instructions with the amount the page showed. The amount
 * and the channel's code travel on to generate-vcode, so both are checked first (a positive whole
 * amount in minor units, an id-like code): an amount the server sent as text ("N/D"), zero or with
 * a fraction is shown on the page, and a tap on a channel explains instead of opening the link
 * (docs/decisions/0067-tolerant-reading.md, 0092-acted-on-values.md).
 */
export function usePay(session: CarriedQuery, requestType: 1 | 2, amount: Amount) {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useI18n();
  return (channel: PayChannel) => {
    const checked = payLink(session, requestType, amount, channel.payCode);
    if (checked.ok) navigate(checked.link);
    else toast.show(t(checked.refused === 'amount' ? 'repaying.amountUnreadable' : 'repaying.channelUnreadable'), { kind: 'error' });
  };
}
