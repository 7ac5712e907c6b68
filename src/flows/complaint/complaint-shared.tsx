import { useI18n } from '../../i18n';
import { safeImageUrl } from '../../config/url-lists';
import './complaint.css';

/** A server image, shown only when the allow-list accepts its URL; otherwise a visible note. */
export function SafeImage({ src, alt, className, size = 72 }: { src: string; alt: string; className?: string; size?: number }) {
  const { t } = useI18n();
  const url = safeImageUrl(src);
  if (!url) {
    return (
      <span className={`complaint-refused ${className ?? ''}`} role="img" aria-label={alt}>
        {t('complaint.imageRefused')}
      </span>
    );
  }
  return <img className={className} src={url} alt={alt} width={size} height={size} />;
}
