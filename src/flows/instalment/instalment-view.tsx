import { useId, useState } from 'react';
import type { InstalmentPlan, PayChannel } from '../../api/instalment';
import { useI18n } from '../../i18n';
import { safeImageUrl } from '../../config/url-lists';
import type { BarcodeTarget } from '../shared/pay-channels/barcode-modal';
import { BarcodeModalLater } from '../shared/pay-channels/barcode-modal-later';
import { ChannelGroups } from '../shared/pay-channels/channel-groups';
import { KeptStanding } from '../shared/pay-channels/kept-standing';
import type { PageStanding } from '../../../machines/shared/page-data';
import { DetailRows } from './detail-rows';
import '../shared/pay-channels/pay-channels.css';

export interface InstalmentViewProps {
  plan: InstalmentPlan;
  onPay: (channel: PayChannel) => void;
  onCopy: (code: string) => void;
  /** A kept answer being checked, or not confirmed (docs/decisions/0139): shown, nothing on it acted on. */
  standing?: PageStanding;
  /** Check again, for a kept answer not confirmed. */
  onRetry?: () => void;
}

export function InstalmentView({ plan, onPay, onCopy, standing = 'confirmed', onRetry = () => undefined }: InstalmentViewProps) {
  const { t, money } = useI18n();
  const titleId = useId();
  const [barcode, setBarcode] = useState<BarcodeTarget | null>(null);
  const current = standing === 'confirmed';
  const logo = safeImageUrl(plan.productLogo);
  return (
    <main className="pay-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="visually-hidden">
        {t('instalment.title')}
      </h1>
      <KeptStanding standing={standing} onRetry={onRetry} />
      {plan.noticeMsg !== '' && <p className="pay-notice">{plan.noticeMsg}</p>}
      <section className="pay-card" aria-label={t('instalment.repayAmount')}>
        <div className="pay-product">
          {logo && <img className="pay-product__logo" src={logo} alt={t('repaying.logoOf', { name: plan.productName })} />}
          <p className="pay-product__name">{plan.productName}</p>
        </div>
        <p className="pay-muted">{t('instalment.repayAmount')}</p>
        <p className={current ? 'pay-amount' : 'pay-amount pay-kept'} data-testid="repay-amount">
          {money(plan.repayAmount)}
        </p>
        <p className="pay-muted">
          {t('instalment.repayDate')}: <span data-testid="repay-date">{plan.repayDate}</span>
        </p>
      </section>
      {plan.detail.length > 0 && (
        <section className="pay-card" aria-label={t('instalment.details')}>
          <DetailRows rows={plan.detail} />
        </section>
      )}
      <ChannelGroups groups={plan.repayList} onPay={onPay} onCopy={onCopy} onBarcode={setBarcode} current={current} />
      <BarcodeModalLater target={barcode} onClose={() => setBarcode(null)} />
    </main>
  );
}
