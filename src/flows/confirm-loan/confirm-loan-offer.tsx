import type { LoanConfirm } from '../../api/loan';
import { useI18n } from '../../i18n';
import { DetailRows, ProductHeader } from '../shared/loan/product-header';

/** The offer as the server sent it: product, amount, term, rate, detail rows, plan and coupon. */
export function ConfirmLoanOffer({ offer }: { offer: LoanConfirm }) {
  const { t, money } = useI18n();
  return (
    <>
      <section className="loan-card" aria-label={offer.comProductName}>
        <ProductHeader logo={offer.comProductLogo} name={offer.comProductName} logoAlt={t('confirm.logo', { name: offer.comProductName })} />
        <p className="confirm__amount-label">{offer.amountDec || t('confirm.amount')}</p>
        <p className="confirm__amount" data-testid="confirm-amount">
          {money(offer.amount)}
        </p>
        <dl className="loan-rows">
          <div className="loan-rows__row">
            <dt>{t('confirm.term')}</dt>
            <dd data-testid="confirm-term">{t('confirm.days', { days: offer.periods })}</dd>
          </div>
          <div className="loan-rows__row">
            <dt>{offer.ratemsg || t('confirm.rate')}</dt>
            <dd data-testid="confirm-rate">{offer.loanRate}</dd>
          </div>
          {offer.couNum !== null && (
            <div className="loan-rows__row">
              <dt>{t('confirm.coupon')}</dt>
              <dd data-testid="confirm-coupon">{money(offer.couNum)}</dd>
            </div>
          )}
        </dl>
      </section>
      {offer.details.length > 0 && (
        <section className="loan-card">
          <h2 className="confirm__heading">{t('confirm.details')}</h2>
          <DetailRows rows={offer.details} money={money} label={t('confirm.details')} />
        </section>
      )}
      {offer.repay_plans.length > 0 && (
        <section className="loan-card" aria-labelledby="confirm-plan">
          <h2 className="confirm__heading" id="confirm-plan">
            {t('confirm.plan')}
          </h2>
          <ol className="confirm__plan">
            {offer.repay_plans.map((plan, i) => (
              <li key={`${plan.title}-${i}`} className="confirm__plan-item">
                <span className="confirm__plan-title">{plan.title}</span>
                <span className="confirm__plan-amount">{money(plan.amount)}</span>
                <span className="confirm__plan-time">{plan.pay_time}</span>
                <span className="confirm__plan-desc">{plan.description}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
