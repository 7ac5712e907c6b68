import { useId } from 'react';
import type { ServiceInfo } from '../../api/problem';
import { useI18n } from '../../i18n';
import { Button } from '../../ui';
import { mailtoHref } from '../shared/pay-channels/mailto';
import { KeptStanding } from '../shared/pay-channels/kept-standing';
import type { PageStanding } from '../../../machines/shared/page-data';
import '../shared/pay-channels/pay-channels.css';

export interface CustomerServiceViewProps {
  info: ServiceInfo;
  onCall: (number: string) => void;
  /**
   * A kept answer being checked, or not confirmed (docs/decisions/0139): the contacts are shown and
   * stay usable (help is never held back, and no money moves by them), with a line saying so.
   */
  standing?: PageStanding;
  /** Check again, for a kept answer not confirmed. */
  onRetry?: () => void;
}

/** The telephone line (`va`, or `phone` when there is none) calls through the bridge; the e-mail is a mail link. */
export function CustomerServiceView({ info, onCall, standing = 'confirmed', onRetry = () => undefined }: CustomerServiceViewProps) {
  const { t } = useI18n();
  const titleId = useId();
  const line = info.va.trim() || info.phone.trim();
  const whatsapp = info.va.trim() && info.phone.trim() ? info.phone.trim() : '';
  const email = info.email.trim();
  const mail = mailtoHref(email);
  return (
    <main className="pay-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="pay-product__name">
        {t('service.title')}
      </h1>
      <p className="pay-muted">{t('service.intro')}</p>
      <KeptStanding standing={standing} onRetry={onRetry} about="contacts" />
      {line === '' && email === '' && <p role="alert">{t('service.none')}</p>}
      {line !== '' && (
        <section className="pay-card" aria-label={t('service.phone')}>
          <p className="pay-muted">{t('service.phone')}</p>
          <p className="pay-product__name" data-testid="service-phone">
            {line}
          </p>
          <Button block onClick={() => onCall(line)}>
            {t('service.call', { number: line })}
          </Button>
        </section>
      )}
      {whatsapp !== '' && (
        <section className="pay-card" aria-label={t('service.whatsapp')}>
          <p className="pay-muted">{t('service.whatsapp')}</p>
          <p className="pay-product__name" data-testid="service-whatsapp">
            {whatsapp}
          </p>
        </section>
      )}
      {email !== '' && (
        <section className="pay-card" aria-label={t('service.email')}>
          <p className="pay-muted">{t('service.email')}</p>
          {mail ? (
            <a className="vc-visit" href={mail} data-testid="service-email">
              {t('service.write', { email })}
            </a>
          ) : (
            <p className="pay-product__name" data-testid="service-email">
              {email}
            </p>
          )}
        </section>
      )}
    </main>
  );
}
