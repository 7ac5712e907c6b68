import { registerMessages, useI18n } from '../../i18n';
import { voucherStandingMessages } from '../../i18n/messages/voucher-standing';
import { Button } from '../../ui';
import type { VoucherStanding } from '../../../machines/payment-instructions/payment-instructions.view-model';

registerMessages(voucherStandingMessages);

/**
 * In place of the code's picture while a kept voucher is shown (docs/decisions/0131): the page is
 * checking it, or could not, with Check again. Loaded only then (see payment-instructions-view.tsx).
 */
export default function VoucherStandingNotice({ standing, onRetry }: { standing: Exclude<VoucherStanding, 'confirmed'>; onRetry: () => void }) {
  const { t } = useI18n();
  if (standing === 'checking')
    return (
      <p className="pay-notice" role="status" data-testid="voucher-standing">
        {t('voucher.checking')}
      </p>
    );
  return (
    <div className="vc-standing" data-testid="voucher-standing">
      <p className="pay-notice" role="alert">
        {t('voucher.unconfirmed')}
      </p>
      <Button variant="secondary" block onClick={onRetry}>
        {t('voucher.checkAgain')}
      </Button>
    </div>
  );
}
