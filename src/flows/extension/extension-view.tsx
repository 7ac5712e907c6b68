import { useId, useState } from 'react';
import type { DelayDetail, PayChannel } from '../../api/instalment';
import { useI18n } from '../../i18n';
import { safeImageUrl } from '../../config/url-lists';
import type { BarcodeTarget } from '../shared/pay-channels/barcode-modal';
import { BarcodeModalLater } from '../shared/pay-channels/barcode-modal-later';
import { ChannelGroups } from '../shared/pay-channels/channel-groups';
import { KeptStanding } from '../shared/pay-channels/kept-standing';
import type { PageStanding } from '../../../machines/shared/page-data';
import { ServiceButton } from './service-button';
import '../shared/pay-channels/pay-channels.css';

export interface ExtensionViewProps {
  detail: DelayDetail;
  onPay: (channel: PayChannel) => void;
  onCopy: (code: string) => void;
  /** A kept answer being checked, or not confirmed (docs/decisions/0139): shown, nothing on it acted on. */
  standing?: PageStanding;
  /** Check again, for a kept answer not confirmed. */
  onRetry?: () => void;
  onService: () => void;
}

export function ExtensionView({ detail, onPay, onCopy, onService, standing = 'confirmed', onRetry = () => undefined }: ExtensionViewProps) {
  const { t, money } = useI18n();
  const titleId = useId();
  const [barcode, setBarcode] = useState<BarcodeTarget | null>(null);
  const current = standing === 'confirmed';
  const logo = safeImageUrl(detail.productLogo);
  const { delayInfo } = detail;
  return (
    <main className="pay-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="visually-hidden">
        {t('extension.title')}
      </h1>
      <KeptStanding standing={standing} onRetry={onRetry} />
      <section className="pay-banner" aria-label={t('extension.delayAmount')}>
        {delayInfo.reviewer !== '' && <p className="pay-muted">{delayInfo.reviewer}</p>}
        <p className={current ? 'pay-amount' : 'pay-amount pay-kept'} data-testid="delay-amount">
          {money(delayInfo.delayAmount)}
        </p>
        <p className="pay-muted">
          {t('extension.repayDate')}: <span data-testid="delay-date">{delayInfo.delayTime}</span>
        </p>
      </section>
      <section className="pay-card" aria-label={t('extension.plan')}>
        <div className="pay-product">
          {logo && <img className="pay-product__logo" src={logo} alt={t('repaying.logoOf', { name: detail.productName })} />}
          <p className="pay-product__name">{detail.productName}</p>
        </div>
        <ul className="pay-plan" data-testid="delay-plan">
          {detail.repayPlan.map((row, i) => (
            <li key={`${row.title}-${i}`} className="pay-plan__row">
              <span>{row.title}</span>
              <span className="pay-plan__amount">{money(row.amount)}</span>
              <span className="pay-muted">{row.remark}</span>
              <span className="pay-muted">{row.time}</span>
            </li>
          ))}
        </ul>
      </section>
      {detail.note !== '' && <p className="pay-muted">{detail.note}</p>}
      {detail.noticeMsg !== '' && <p className="pay-notice">{detail.noticeMsg}</p>}
      <ChannelGroups groups={detail.repayList} onPay={onPay} onCopy={onCopy} onBarcode={setBarcode} current={current} />
      <BarcodeModalLater target={barcode} onClose={() => setBarcode(null)} />
      <ServiceButton label={t('extension.service')} hint={t('extension.serviceHint')} onOpen={onService} />
    </main>
  );
}
