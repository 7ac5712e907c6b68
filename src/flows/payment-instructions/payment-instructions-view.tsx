import { useId, type ReactNode } from 'react';
import type { Voucher } from '../../api/voucher';
import { useI18n } from '../../i18n';
import { checkImageUrl, checkNavigationUrl, safeImageUrl } from '../../config/url-lists';
import { Button } from '../../ui';
import { LazyBarcode } from '../shared/pay-channels/lazy-barcode';
import { mailtoHref } from '../shared/pay-channels/mailto';
import { VoucherExtras } from './voucher-extras';
import '../shared/pay-channels/pay-channels.css';
import './payment-instructions.css';

export interface PaymentInstructionsViewProps {
  voucher: Voucher;
  /**
   * In place of the code's picture, for a kept voucher not yet confirmed (docs/decisions/0131): the
   * page checking it, or saying it could not. The code is then neither drawn nor copied.
   */
  standing?: ReactNode;
  onCopy: (text: string) => void;
}

export function PaymentInstructionsView({ voucher, standing, onCopy }: PaymentInstructionsViewProps) {
  const { t, money } = useI18n();
  const titleId = useId();
  const codeId = useId();
  const { repayDetail: d } = voucher;
  const topLogo = safeImageUrl(voucher.topLogo);
  const codeImage = d.repayCode !== '' ? checkImageUrl(d.repayCode) : null;
  const current = !standing;
  return (
    <main className="pay-page" aria-labelledby={titleId}>
      {topLogo && <img className="vc-logo" src={topLogo} alt={t('instructions.logo')} />}
      <section className="vc-total" aria-label={t('instructions.total')}>
        <p className="pay-muted">{t('instructions.total')}</p>
        <p className="pay-amount" data-testid="voucher-amount">
          {money(d.amount)}
        </p>
      </section>
      <section className="pay-card">
        <h1 id={titleId} className="vc-title">
          {d.repayTitle || t('instructions.title')}
        </h1>
        {d.repayDes !== '' && <p className="pay-muted">{d.repayDes}</p>}
        {standing || (
          <div className="pay-barcode__figure">
            {codeImage?.ok ? (
              <img
                className="pay-barcode__img"
                src={codeImage.url}
                alt={t('instructions.codeImage', { code: d.vCode })}
                data-testid="voucher-image"
              />
            ) : (
              <LazyBarcode code={d.vCode} />
            )}
          </div>
        )}
        <p className="pay-muted" id={codeId}>
          {t('instructions.code')}
        </p>
        <p className={current ? 'pay-code vc-code' : 'pay-code vc-code vc-code--kept'} aria-labelledby={codeId} data-testid="voucher-code">
          {d.vCode}
        </p>
        <Button block disabled={!current} onClick={() => onCopy(d.vCode)}>
          {t('instructions.copyCode')}
        </Button>
        {d.companyName !== '' && (
          <div className="vc-company">
            <p>
              <span className="pay-muted">{t('instructions.company')}: </span>
              <strong data-testid="company-name">{d.companyName}</strong>
            </p>
            <Button variant="secondary" onClick={() => onCopy(d.companyName)}>
              {t('instructions.copyCompany')}
            </Button>
          </div>
        )}
      </section>
      <VoucherExtras voucher={voucher} visitHref={visitHref(voucher.imgList.eMail)} />
    </main>
  );
}

/** The image list's visit link: a mail link for an address, else an allow-listed URL; null when refused or absent. */
function visitHref(raw: string): { href: string; external: boolean } | null | 'refused' {
  if (raw.trim() === '') return null;
  const mail = mailtoHref(raw);
  if (mail) return { href: mail, external: false };
  const checked = checkNavigationUrl(raw);
  return checked.ok ? { href: checked.url, external: true } : 'refused';
}
