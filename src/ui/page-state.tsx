import { useI18n } from '../i18n';
import { Button } from './button';
import { Spinner } from './spinner';
import './ui.css';

/** The whole-page loading state of a flow: never a blank screen while data loads. */
export function PageLoading({ text }: { text?: string }) {
  const { t } = useI18n();
  return (
    <div className="ui-page-state" role="status" aria-live="polite">
      <Spinner size={32} />
      <p className="ui-page-state__text">{text ?? t('common.loading')}</p>
    </div>
  );
}

export interface LoadFailedProps {
  /** Shown as text (a server message is never HTML); a generic line when absent. */
  message?: string;
  onRetry: () => void;
  retryLabel?: string;
}

/** The failed state of a page load: the reason and a way to try again. */
export function LoadFailed({ message, onRetry, retryLabel }: LoadFailedProps) {
  const { t } = useI18n();
  return (
    <div className="ui-page-state">
      <p className="ui-page-state__text" role="alert">
        {message && message.trim() !== '' ? message : t('ui.loadFailed')}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel ?? t('common.retry')}
      </Button>
    </div>
  );
}
