import { useEffect, useId, useRef } from 'react';
import { useI18n } from '../../i18n';
import { LoadFailed, PageLoading } from '../../ui';
import { CardChooser } from './bank-repayment-cards';
import { SmsStep } from './bank-repayment-sms';
import type { RepayCard } from '../../../machines/bank-repayment/bank-repayment.types';
import type { BankRepaymentViewProps } from './bank-repayment-props';
import { noticeText } from './notice-text';
import './bank-repayment.css';

export type { BankRepaymentViewProps };

const cardLabel = (card: RepayCard) => `${card.bankName} ${card.cardNo}`;

export function BankRepaymentView(props: BankRepaymentViewProps) {
  const { t, money } = useI18n();
  const id = useId();
  const notice = noticeText(props.notice, t);
  // The SMS step replaces the card list, and cancelling it reloads the cards: focus goes to the
  // Pay button that opened the step once the list is back.
  const payRef = useRef<HTMLButtonElement>(null);
  const backFromSms = useRef(false);
  useEffect(() => {
    if (props.status === 'smsStep') backFromSms.current = true;
    else if (props.status === 'choosing' && backFromSms.current) {
      backFromSms.current = false;
      payRef.current?.focus();
    }
  }, [props.status]);
  const title = <h1 id={`${id}-title`}>{t('bankRepay.title')}</h1>;
  if (props.status === 'loading' || props.status === 'loadFailed' || props.status === 'paid' || props.status === 'redirected') {
    return (
      <main className="bank-repay" aria-labelledby={`${id}-title`}>
        {title}
        {props.status === 'loading' && <PageLoading />}
        {props.status === 'loadFailed' && <LoadFailed message={notice ?? undefined} onRetry={props.onRetry} />}
        {(props.status === 'paid' || props.status === 'redirected') && (
          <p className="ui-page-state" role="status">
            {t(props.status === 'paid' ? 'bankRepay.paid' : 'bankRepay.redirected')}
          </p>
        )}
      </main>
    );
  }
  return (
    <main className="bank-repay" aria-labelledby={`${id}-title`}>
      {title}
      <dl className="bank-repay__amount">
        <dt>{t('bankRepay.amount')}</dt>
        <dd data-testid="repay-amount">{money(props.amount)}</dd>
      </dl>
      {props.status === 'smsStep' ? (
        <SmsStep
          cardLabel={props.pendingCard ? cardLabel(props.pendingCard) : ''}
          code={props.code}
          remaining={props.remaining}
          resend={props.resend}
          confirming={props.confirming}
          notice={notice}
          onCodeChange={props.onCodeChange}
          onConfirm={props.onConfirm}
          onResend={props.onResend}
          onCancel={props.onCancel}
        />
      ) : (
        <CardChooser {...props} notice={notice} payRef={payRef} />
      )}
    </main>
  );
}
