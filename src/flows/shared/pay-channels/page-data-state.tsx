import type { ApiError } from '../../../api/errors';
import './pay-channels.css';
import { useI18n } from '../../../i18n';
import { errorText, LoadFailed, LoadingFrame, type FailureLines } from '../../../ui';

/** A repaying page's load failure: the server's message, else why in words a borrower understands. */
export const REPAYING_FAILURE: FailureLines = {
  network: 'repaying.error.network',
  timeout: 'repaying.error.timeout',
  other: 'repaying.error.server',
};

/** Loading and failed states of a page-data page, under the page's title. */
export function PageDataState({
  title,
  status,
  error,
  onRetry,
}: {
  title: string;
  status: 'loading' | 'failed';
  error: ApiError | null;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  const message = errorText(t, error, REPAYING_FAILURE);
  if (status === 'loading') return <LoadingFrame className="pay-page" title={title} titleClassName="pay-product__name" />;
  return (
    <main className="pay-page">
      <h1 className="pay-product__name">{title}</h1>
      <LoadFailed message={message} onRetry={onRetry} />
    </main>
  );
}
