import type { ApiError } from '../../../api/errors';
import './pay-channels.css';
import { useI18n } from '../../../i18n';
import { catalogueText, LoadFailed, LoadingFrame, type FailureLines } from '../../../ui';

/** Why a repaying page's load failed, in words a borrower understands (a business error's own message was its toast). */
export const REPAYING_FAILURE: FailureLines = {
  network: 'repaying.error.network',
  timeout: 'repaying.error.timeout',
  business: 'repaying.error.refused',
  other: 'repaying.error.server',
};

/** Loading and failed states of a page-data page, under the page's title. */
export function PageDataState({
  title,
  status,
  error,
  onRetry,
  message,
}: {
  title: string;
  status: 'loading' | 'failed';
  error: ApiError | null;
  onRetry: () => void;
  /** The page's own line for this failure, in place of the catalogue's by kind. */
  message?: string;
}) {
  const { t } = useI18n();
  const text = message ?? catalogueText(t, error, REPAYING_FAILURE);
  if (status === 'loading') return <LoadingFrame className="pay-page" title={title} titleClassName="pay-product__name" />;
  return (
    <main className="pay-page">
      <h1 className="pay-product__name">{title}</h1>
      <LoadFailed message={text} onRetry={onRetry} />
    </main>
  );
}
