import { useId } from 'react';
import type { Voucher } from '../../api/voucher';
import { useI18n } from '../../i18n';
import { safeImageUrl } from '../../config/url-lists';

export interface VoucherExtrasProps {
  voucher: Voucher;
  visitHref: { href: string; external: boolean } | null | 'refused';
}

/** The instruction sections, the image list with its visit link, and the bottom logo. */
export function VoucherExtras({ voucher, visitHref }: VoucherExtrasProps) {
  const { t } = useI18n();
  const imagesId = useId();
  const { imgList } = voucher;
  const images = imgList.content.map((src) => safeImageUrl(src));
  const allowed = images.filter((src): src is string => src !== null);
  const bottomLogo = safeImageUrl(voucher.bottomLogo);
  return (
    <>
      {voucher.dataList.map((section, i) => (
        <section key={`${section.title}-${i}`} className="pay-card" aria-labelledby={`${imagesId}-s${i}`}>
          <h2 id={`${imagesId}-s${i}`} className="pay-group__title">
            {section.title}
          </h2>
          <ol className="vc-steps">
            {section.content.map((line, j) => (
              <li key={j}>{line}</li>
            ))}
          </ol>
        </section>
      ))}
      {(imgList.title !== '' || images.length > 0 || visitHref) && (
        <section className="pay-card" aria-labelledby={imagesId}>
          <h2 id={imagesId} className="pay-group__title">
            {imgList.title || t('instructions.title')}
          </h2>
          <div className="vc-images">
            {allowed.map((src, i) => (
              <img key={`${src}-${i}`} src={src} alt={t('instructions.example', { n: i + 1, title: imgList.title })} />
            ))}
          </div>
          {allowed.length < images.length && <p role="alert">{t('instructions.imageRefused')}</p>}
          {visitHref === 'refused' && <p role="alert">{t('instructions.linkRefused')}</p>}
          {visitHref && visitHref !== 'refused' && (
            <a className="vc-visit" href={visitHref.href} {...(visitHref.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {t('instructions.visit')}: {imgList.eMail}
            </a>
          )}
        </section>
      )}
      {bottomLogo && <img className="vc-logo" src={bottomLogo} alt={t('instructions.logo')} />}
    </>
  );
}
