import { useId, type ReactNode } from 'react';
import { useI18n } from '../../i18n';
import type { ComplaintDetailViewModel, complaintDetailIntents } from '../../../machines/complaint-detail/complaint-detail.view-model';
import { LoadFailed, PageLoading } from '../../ui';
import { MAX_TEXT, textLength } from '../../../machines/complaint-form/complaint-draft';
import { SafeImage } from './complaint-shared';
import './complaint.css';

export type ComplaintDetailViewProps = ComplaintDetailViewModel &
  ReturnType<typeof complaintDetailIntents> & {
    agentName: string;
    /** The rating modal, embedded by the page. */
    rating?: ReactNode;
  };

function Images({ urls, label }: { urls: readonly string[]; label: (n: number) => string }) {
  if (urls.length === 0) return null;
  return (
    <ul className="complaint__images">
      {urls.map((url, i) => (
        <li className="complaint__thumb" key={`${url}-${i}`}>
          <SafeImage src={url} alt={label(i + 1)} />
        </li>
      ))}
    </ul>
  );
}

export function ComplaintDetailView(props: ComplaintDetailViewProps) {
  const { t } = useI18n();
  const id = useId();
  if (props.status === 'loading') return <PageLoading />;
  if (props.status === 'failed' || !props.detail) return <LoadFailed onRetry={props.onRetry} />;
  const d = props.detail;
  const hasReply = d.disposeDetail.trim() !== '' || d.disposeImages.length > 0;
  return (
    <main className="complaint" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('complaint.detailTitle')}</h1>
      <dl className="complaint__chosen">
        <dt>{t('complaint.type')}</dt>
        <dd data-testid="detail-type">{d.type}</dd>
        {d.sonType !== '' && (
          <>
            <dt>{t('complaint.sonType')}</dt>
            <dd data-testid="detail-son-type">{d.sonType}</dd>
          </>
        )}
      </dl>
      <section className="complaint__card" aria-labelledby={`${id}-content`}>
        <h2 id={`${id}-content`}>{t('complaint.content')}</h2>
        <p className="complaint__content" data-testid="detail-content">
          {d.content}
        </p>
        <p className="complaint__counter">{`${Math.min(textLength(d.content), MAX_TEXT)}/${MAX_TEXT}`}</p>
        <Images urls={d.images} label={(n) => t('complaint.image', { n })} />
      </section>
      {hasReply && (
        <section className="complaint__card complaint__reply" aria-labelledby={`${id}-reply`} data-testid="detail-reply">
          <h2 id={`${id}-reply`}>{t('complaint.reply', { agent: props.agentName })}</h2>
          {d.disposeDetail.trim() !== '' && <p className="complaint__content">{d.disposeDetail}</p>}
          <Images urls={d.disposeImages} label={(n) => `${t('complaint.replyImages')} ${n}`} />
        </section>
      )}
      {props.rating}
    </main>
  );
}
