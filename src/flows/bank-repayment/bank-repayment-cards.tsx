import { useId, type Ref } from 'react';
import { useI18n } from '../../i18n';
import { Button } from '../../ui';
import type { BankRepaymentViewProps } from './bank-repayment-props';

type CardChooserProps = Pick<
  BankRepaymentViewProps,
  'status' | 'cards' | 'selected' | 'online' | 'canPay' | 'canPayOnline' | 'onSelect' | 'onPay' | 'onOnline' | 'standing' | 'onRetry'
> & {
  /** The notice as text. */
  notice: string | null;
  payRef?: Ref<HTMLButtonElement>;
};

/** The card list, the pay button and, when the server offers it, the online payment option. */
export function CardChooser(props: CardChooserProps) {
  const { t } = useI18n();
  const id = useId();
  const busy = props.status === 'committing' || props.status === 'redirecting';
  return (
    <>
      <fieldset className="bank-repay__cards" disabled={busy}>
        <legend>{t('bankRepay.cards')}</legend>
        {props.cards.length === 0 && <p className="bank-repay__hint">{t('bankRepay.noCards')}</p>}
        {props.cards.map((card, index) => (
          <label key={card.id} className="bank-repay__card">
            <input type="radio" name={`${id}-card`} checked={props.selected === index} onChange={() => props.onSelect(index)} />
            <span>{card.bankName}</span>
            <span className="bank-repay__card-no">{card.cardNo}</span>
          </label>
        ))}
      </fieldset>
      {props.standing === 'checking' && (
        <p className="bank-repay__hint" role="status" data-testid="repay-standing">
          {t('bankRepay.checking')}
        </p>
      )}
      {props.standing === 'unconfirmed' && (
        <div data-testid="repay-standing">
          <p className="bank-repay__notice" role="alert">
            {t('bankRepay.unconfirmed')}
          </p>
          <Button variant="secondary" block onClick={props.onRetry}>
            {t('bankRepay.checkAgain')}
          </Button>
        </div>
      )}
      {props.status === 'choosing' && props.notice && (
        <p className="bank-repay__notice" role="alert">
          {props.notice}
        </p>
      )}
      <Button ref={props.payRef} block busy={props.status === 'committing'} disabled={!props.canPay} onClick={props.onPay}>
        {t('bankRepay.pay')}
      </Button>
      {props.online && (
        <>
          <p className="bank-repay__hint">{t('bankRepay.onlineHint')}</p>
          <Button variant="secondary" block busy={props.status === 'redirecting'} disabled={!props.canPayOnline} onClick={props.onOnline}>
            {t('bankRepay.online')}
          </Button>
        </>
      )}
    </>
  );
}
