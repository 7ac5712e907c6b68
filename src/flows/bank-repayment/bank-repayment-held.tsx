import { useI18n, registerMessages } from '../../i18n';
import { Button } from '../../ui';
import { bankRepaymentHeldMessages } from '../../i18n/messages/bank-repayment-held';

registerMessages(bankRepaymentHeldMessages);

/**
 * What the page knows of a payment whose answer was lost (docs/decisions/0133): it cannot tell, Pay
 * waits until the order says; Check again once the order could not be read. Its own bundle, loaded
 * when a payment is held (out of the page's first load).
 */
export default function HeldPayment({ unread, onCheck }: { unread: boolean; onCheck: () => void }) {
  const { t } = useI18n();
  return (
    <div className="bank-repay__notice" data-testid="repay-unknown">
      <p role="alert">{t('bankRepay.unknown')}</p>
      <p role="status">{t(unread ? 'bankRepay.unknownUnread' : 'bankRepay.unknownHow')}</p>
      {unread && <Button onClick={onCheck}>{t('bankRepay.checkAgain')}</Button>}
    </div>
  );
}
