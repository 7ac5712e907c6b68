import { useI18n } from '../../i18n';
import type { ApiError } from '../../api';
import { safeUrl } from '../../config/url-allow-list';
import './complaint.css';

/** The server's message for a business failure; undefined (a generic line) for network and other failures. */
export function errorMessage(error: ApiError | null | undefined): string | undefined {
  return error && error.kind === 'business' && error.message.trim() !== '' ? error.message : undefined;
}

/** A server image, shown only when the allow-list accepts its URL; otherwise a visible note. */
export function SafeImage({ src, alt, className, size = 72 }: { src: string; alt: string; className?: string; size?: number }) {
  const { t } = useI18n();
  const url = safeUrl(src, { allowDeepLink: false });
  if (!url) {
    return (
      <span className={`complaint-refused ${className ?? ''}`} role="img" aria-label={alt}>
        {t('complaint.imageRefused')}
      </span>
    );
  }
  return <img className={className} src={url} alt={alt} width={size} height={size} />;
}
