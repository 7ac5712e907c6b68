import type { ApiError } from '../../../api/errors';
import './pay-channels.css';
import { useI18n, type MessageKey } from '../../../i18n';
import { LoadFailed, LoadingFrame } from '../../../ui';

/** Why a load failed, in words a borrower understands; a business error shows the server's message. */
export function failureMessageKey(error: ApiError | null): MessageKey {
  switch (error?.kind) {
    case 'network':
      return 'repaying.error.network';
    case 'timeout':
      return 'repaying.error.timeout';
    default:
      return 'repaying.error.server';
  }
}

export function useFailureMessage(error: ApiError | null): string {
  const { t } = useI18n();
  if (error?.kind === 'business' && error.message.trim() !== '') return error.message;
  return t(failureMessageKey(error));
}

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
  const message = useFailureMessage(error);
  if (status === 'loading') return <LoadingFrame className="pay-page" title={title} titleClassName="pay-product__name" />;
  return (
    <main className="pay-page">
      <h1 className="pay-product__name">{title}</h1>
      <LoadFailed message={message} onRetry={onRetry} />
    </main>
  );
}
