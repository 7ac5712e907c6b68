import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n';
import { Button, LoadFailed, PageLoading } from '../../ui';
import type { Unusable } from '../../lib/acted-on';
import { CardChooser } from './bank-repayment-cards';
import type * as SmsModuleNs from './bank-repayment-sms';
import type { RepayCard } from '../../../machines/bank-repayment/bank-repayment.types';
import type { BankRepaymentViewProps } from './bank-repayment-props';
import { noticeText } from './notice-text';
import { stopText } from './stop-text';
import './bank-repayment.css';

export type { BankRepaymentViewProps };

type SmsModule = typeof SmsModuleNs;
const HeldPayment = lazy(() => import('./bank-repayment-held'));
let smsModule: SmsModule | null = null;

/**
 * The SMS step is shown only after a commit that needs a code: its code is kept out of the page's
 * first load. It is fetched once the page has settled (src/app/hops, with the next pages' code), and
 * at the latest with the tap on Pay, beside the commit request, so it is there when the step opens.
 */
function useSmsStep(needed: boolean) {
  const [loaded, setLoaded] = useState(smsModule);
  useEffect(() => {
    if (loaded || !needed) return;
    import('./bank-repayment-sms').then(
      (m) => {
        smsModule = m;
        setLoaded(m);
      },
      () => undefined,
    );
  }, [loaded, needed]);
  return loaded?.SmsStep;
}

const cardLabel = (card: RepayCard) => `${card.bankName} ${card.cardNo}`;

export function BankRepaymentView(props: BankRepaymentViewProps) {
  const { t } = useI18n();
  const id = useId();
  const notice = noticeText(props.notice, t);
  const SmsStep = useSmsStep(props.status === 'committing' || props.status === 'smsStep');
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
  if (props.status === 'commitUnknown') {
    // What the page knows of a payment whose answer was lost (docs/decisions/0133): no Pay until the order says.
    return (
      <main className="bank-repay" aria-labelledby={`${id}-title`}>
        {title}
        <AmountToPay {...props} />
        <Suspense fallback={<PageLoading />}>
          <HeldPayment unread={props.unread} onCheck={props.onCheckPayment} />
        </Suspense>
      </main>
    );
  }
  if (props.status === 'loading' || props.status === 'loadFailed' || props.status === 'paid' || props.status === 'redirected') {
    return (
      <main className="bank-repay" aria-labelledby={`${id}-title`}>
        {title}
        {/* The amount loads beside the cards: shown, or why not, as soon as it is known. */}
        {(props.status === 'loading' || props.status === 'loadFailed') && <AmountToPay {...props} />}
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
      <AmountToPay {...props} />
      {props.status === 'smsStep' ? (
        !SmsStep ? (
          <PageLoading />
        ) : (
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
        )
      ) : (
        <CardChooser {...props} notice={notice} payRef={payRef} />
      )}
    </main>
  );
}

type AmountProps = Pick<BankRepaymentViewProps, 'amountStatus' | 'amount' | 'stop' | 'onAmountRetry'>;

/** The amount to pay: shown whole before Pay can be tapped; while loading, stopped or failed, why. */
function AmountToPay(props: AmountProps) {
  const { t, money } = useI18n();
  const shown = props.amountStatus === 'shown';
  return (
    <>
      <dl className="bank-repay__amount">
        <dt>{t('bankRepay.amount')}</dt>
        <dd data-testid="repay-amount" aria-busy={props.amountStatus === 'loading' || undefined}>
          {shown ? money(props.amount) : t(props.amountStatus === 'loading' ? 'bankRepay.amountLoading' : 'bankRepay.amountUnavailable')}
        </dd>
      </dl>
      {props.amountStatus === 'unusable' && props.stop && (
        <p className="bank-repay__notice" role="alert" data-testid="amount-stop">
          {stopText(props.stop.value, props.stop.reason, t)}
        </p>
      )}
      {props.amountStatus === 'failed' && (
        <div className="bank-repay__amount-failed">
          <p className="bank-repay__notice" role="alert" data-testid="amount-stop">
            {t('bankRepay.amountFailed')}
          </p>
          <Button variant="secondary" onClick={props.onAmountRetry}>
            {t('bankRepay.amountRetry')}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The page before the app has read its address: prerendered by the build (with no query) and as
 * the app hydrates that markup. Loading, whatever the address holds; the page proper follows.
 */
export function BankRepaymentFirstPaint() {
  const { t } = useI18n();
  const id = useId();
  return (
    <main className="bank-repay" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('bankRepay.title')}</h1>
      <AmountToPay amountStatus="loading" amount="" stop={null} onAmountRetry={() => undefined} />
      <PageLoading />
    </main>
  );
}

/** A page whose order id cannot be used: nothing can be loaded or paid; it says why. */
export function OrderUnusable({ reason }: { reason: Unusable }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <main className="bank-repay" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('bankRepay.title')}</h1>
      <p className="bank-repay__notice" role="alert" data-testid="amount-stop">
        {stopText('orderId', reason, t)}
      </p>
    </main>
  );
}
