import { useId } from 'react';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/format-date';
import type { ComplaintListViewModel, complaintListIntents } from '../../../machines/complaint-list/complaint-list.view-model';
import { LoadFailed, PageLoading } from '../../ui';
import './complaint.css';

export type ComplaintListViewProps = ComplaintListViewModel & ReturnType<typeof complaintListIntents>;

export function ComplaintListView(props: ComplaintListViewProps) {
  const { t } = useI18n();
  const id = useId();
  if (props.status === 'loading') return <PageLoading />;
  if (props.status === 'failed') return <LoadFailed onRetry={props.onRetry} />;
  const items = props.tabs[props.tab]?.items ?? [];
  return (
    <main className="complaint" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('complaint.listTitle')}</h1>
      <div className="complaint__tabs" role="tablist">
        {props.tabs.map((tab, i) => (
          <button
            key={`${tab.title}-${i}`}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === props.tab}
            aria-controls={`${id}-panel`}
            className="complaint__tab"
            onClick={() => props.onSelectTab(i)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${props.tab}`}>
        {items.length === 0 ? (
          <p>{t('complaint.emptyList')}</p>
        ) : (
          <ul className="complaint__options">
            {items.map((item) => (
              <li key={item.id}>
                <button type="button" className="complaint__item" onClick={() => props.onOpen(item.id)}>
                  <span className="complaint__item-head">
                    <span>{item.type}</span>
                    <time>{formatDate(item.time)}</time>
                  </span>
                  <p>{item.content}</p>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
