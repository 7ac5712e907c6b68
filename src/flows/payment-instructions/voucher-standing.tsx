import { useEffect } from 'react';
import { registerMessages, useI18n } from '../../i18n';
import { formatDate } from '../../i18n/format-date';
import { voucherStandingMessages } from '../../i18n/messages/voucher-standing';
import { Button } from '../../ui';
import { LazyBarcode } from '../shared/pay-channels/lazy-barcode';
import type { VoucherAnswer } from '../../../machines/payment-instructions/payment-instructions.machine';
import type { VoucherStanding } from '../../../machines/payment-instructions/payment-instructions.view-model';

registerMessages(voucherStandingMessages);

export interface VoucherStandingProps {
  standing: Exclude<VoucherStanding, 'confirmed'>;
  /** The voucher on screen: a code shown from the phone carries when the server gave it (`savedAt`). */
  voucher: VoucherAnswer;
  /** Its channel. */
  payCode: string;
  /** Check again; also when the phone is connected again (the window's `online` event) while the code is shown offline. */
  onRetry: () => void;
}

/**
 * In place of the code's picture while a kept voucher is shown (docs/decisions/0131): the page is
 * checking it, or could not, with Check again; or, with no connection, the code kept on the phone,
 * drawn on the phone, saying so and since when (0136). Loaded only then (see payment-instructions-view.tsx).
 */
export default function VoucherStandingNotice({ standing, voucher, payCode, onRetry }: VoucherStandingProps) {
  const { t } = useI18n();
  useEffect(() => {
    if (standing !== 'offline') return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [standing, onRetry]);
  if (standing === 'checking')
    return (
      <p className="pay-notice" role="status" data-testid="voucher-standing">
        {t('voucher.checking')}
      </p>
    );
  if (standing === 'offline')
    return (
      <div className="vc-standing vc-standing--offline" data-testid="voucher-standing">
        <p className="pay-notice" role="status">
          {t('voucher.offline')}
        </p>
        <p className="pay-muted" data-testid="voucher-saved">
          {t('voucher.savedAt', { date: formatDate(voucher.savedAt), channel: payCode })}
        </p>
        <LazyBarcode code={voucher.repayDetail.vCode} />
        <Button variant="secondary" block onClick={onRetry}>
          {t('voucher.checkAgain')}
        </Button>
      </div>
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
