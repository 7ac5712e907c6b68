import { useId } from 'react';
import { useI18n } from '../../i18n';
import type { ComplaintEntryViewModel, complaintEntryIntents } from '../../../machines/complaint-entry/complaint-entry.view-model';
import { Button, LoadFailed, Modal, PageLoading } from '../../ui';
import { OrderCard } from './order-card';
import './complaint.css';

export type ComplaintEntryViewProps = ComplaintEntryViewModel & ReturnType<typeof complaintEntryIntents>;

export function ComplaintEntryView(props: ComplaintEntryViewProps) {
  const { t } = useI18n();
  const id = useId();
  if (props.status === 'loading') return <PageLoading />;
  if (props.status === 'failed') return <LoadFailed onRetry={props.onRetry} />;
  return (
    <main className="complaint" aria-labelledby={`${id}-title`}>
      <div className="complaint__header">
        <h1 id={`${id}-title`}>{t('complaint.title')}</h1>
        <button type="button" className="complaint__icon" aria-label={t('complaint.myComplaints')} onClick={props.onOpenList}>
          <span aria-hidden="true">☎</span>
        </button>
      </div>
      <section aria-labelledby={`${id}-order`}>
        <div className="complaint__header">
          <h2 id={`${id}-order`}>{t('complaint.currentOrder')}</h2>
          {props.orders.length > 0 && (
            <Button variant="link" aria-label={t('complaint.allOrdersLabel')} onClick={props.onOpenOrders}>
              {t('complaint.allOrders')}
            </Button>
          )}
        </div>
        {props.current ? <OrderCard order={props.current} /> : <p>{t('complaint.noOrder')}</p>}
      </section>
      <section aria-labelledby={`${id}-types`}>
        <h2 id={`${id}-types`}>{t('complaint.typesTitle')}</h2>
        <ul className="complaint__options">
          {props.types.map((type, i) => (
            <li key={`${i}-${type.value}`}>
              <button type="button" className="complaint__option" onClick={() => props.onPickType(type.value)}>
                {type.title}
                <span aria-hidden="true">›</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <Modal open={props.status === 'pickingOrder'} title={t('complaint.ordersTitle')} onClose={props.onCloseOrders}>
        <ul className="complaint__options">
          {props.orders.map((order, i) => (
            <li key={`${i}-${order.orderNo}`}>
              <button
                type="button"
                className="complaint__option"
                aria-current={order.orderNo === props.current?.orderNo ? 'true' : undefined}
                onClick={() => props.onPickOrder(order.orderNo)}
              >
                <span>
                  {order.productName} · {order.orderNo}
                </span>
                <span>{order.status}</span>
              </button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" block onClick={props.onCloseOrders}>
          {t('complaint.close')}
        </Button>
      </Modal>
      <Modal open={props.status === 'pickingSonType'} title={t('complaint.sonTypesTitle')} onClose={props.onCloseSonTypes}>
        <ul className="complaint__options">
          {props.sonTypes.map((son, i) => (
            <li key={`${i}-${son.value}`}>
              <button type="button" className="complaint__option" onClick={() => props.onPickSonType(son.value)}>
                {son.title}
              </button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" block onClick={props.onCloseSonTypes}>
          {t('complaint.close')}
        </Button>
      </Modal>
    </main>
  );
}
