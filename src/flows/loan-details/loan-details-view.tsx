import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { Button, LoadFailed, LoadingFrame, Modal } from '../../ui';
import { showsDetailList, statusIcon } from '../../../machines/loan-details/loan-details.status';
import type { LoanDetailsViewModel, loanDetailsIntents } from '../../../machines/loan-details/loan-details.view-model';
import { DetailRows, ProductHeader } from '../shared/loan/product-header';
import { StatusIcon } from './status-icon';
import '../shared/loan/loan-shared.css';
import './loan-details.css';

export type LoanDetailsViewProps = LoanDetailsViewModel &
  ReturnType<typeof loanDetailsIntents> & {
    /** The rating (button and modals), shown with the order. */
    rating?: ReactNode;
  };

export function LoanDetailsView(props: LoanDetailsViewProps) {
  const { t, money } = useI18n();
  const { order } = props;
  if (props.status !== 'ready' || !order) {
    if (props.status !== 'loadFailed') return <LoadingFrame className="loan-page details" title={t('details.title')} />;
    return (
      <main className="loan-page">
        <LoadFailed onRetry={props.onRetry} />
      </main>
    );
  }
  // The reminder opens over the page: the buttons behind it stay, so focus can go back to Repay.
  const showRepay = props.canRepay || props.reminderOpen;
  const showExtend = props.canExtend || props.reminderOpen;
  return (
    <main className="loan-page details">
      <h1>{t('details.title')}</h1>
      <section className="loan-card details__status" aria-labelledby="details-status" data-status={order.orderStatus}>
        <StatusIcon icon={statusIcon(order.orderStatus)} />
        <h2 id="details-status">{order.noticeStatusText}</h2>
        <p>{order.noticeDesText}</p>
      </section>
      <section className="loan-card details__order" aria-label={order.productName}>
        <ProductHeader logo={order.productLogo} name={order.productName} logoAlt={t('details.logo', { name: order.productName })} />
        {showsDetailList(order) && <DetailRows rows={order.userOrderDetail.detail} money={money} label={t('details.list')} />}
      </section>
      {(showRepay || props.canBorrowAgain) && (
        <div className="loan-actions">
          {showRepay && <Button onClick={props.onRepay}>{t('details.repay')}</Button>}
          {showExtend && (
            <Button variant="secondary" onClick={props.onExtension} data-opens="repayDelay">
              {t('details.extend')}
            </Button>
          )}
          {props.canBorrowAgain && <Button onClick={props.onBorrowAgain}>{t('details.again')}</Button>}
        </div>
      )}
      {props.rating}
      <Modal open={props.reminderOpen} title={t('details.reminderTitle')} onClose={props.onReminderClose}>
        <p>{t('details.reminderText')}</p>
        <div className="details__reminder-actions">
          <Button block onClick={props.onReminderExtend}>
            {t('details.reminderExtend')}
          </Button>
          <Button block variant="secondary" onClick={props.onReminderRepay}>
            {t('details.reminderNoNeed')}
          </Button>
        </div>
      </Modal>
    </main>
  );
}
