import { useI18n } from '../../i18n';
import { checkNavigationUrl } from '../../config/url-lists';
import { Button, LoadFailed, Modal, PageLoading } from '../../ui';
import type { ConfirmLoanViewModel, confirmLoanIntents } from '../../../machines/confirm-loan/confirm-loan.view-model';
import { offerCanBePushed } from '../../../machines/confirm-loan/confirm-loan.offer';
import { ConfirmLoanOffer } from './confirm-loan-offer';
import { HoldNotice } from './confirm-loan-hold';
import '../shared/loan/loan-shared.css';
import './confirm-loan.css';

export type ConfirmLoanViewProps = ConfirmLoanViewModel & ReturnType<typeof confirmLoanIntents>;

export function ConfirmLoanView(props: ConfirmLoanViewProps) {
  const { t, money } = useI18n();
  const { offer } = props;
  if (props.status === 'loadFailed') {
    return (
      <main className="loan-page">
        <LoadFailed onRetry={props.onRetryLoad} />
      </main>
    );
  }
  if (!offer) {
    // The page's frame while the offer loads: its place in a card, and the action bar as it will be
    // (the contract box and the submit button), inert (docs/decisions/0052-loading-frames.md), and
    // marked as waiting for the offer: a tap on it before the app starts is never replayed
    // (docs/how-a-page-loads.md).
    return (
      <main className="loan-page confirm">
        <h1>{t('confirm.title')}</h1>
        <section className="loan-card">
          <PageLoading />
        </section>
        <HoldNotice {...props} />
        <div className="confirm__bar" aria-busy="true">
          <ContractBox agreed={props.agreed} disabled onToggle={props.onToggle} />
          {!props.held && !props.outcomeUnknown && (
            <Button block disabled>
              {t('confirm.submit')}
            </Button>
          )}
        </div>
      </main>
    );
  }
  const checkedContract = checkNavigationUrl(offer.isNewContract);
  const contract = checkedContract.ok ? checkedContract.url : null;
  return (
    <main className="loan-page confirm">
      <h1>{t('confirm.title')}</h1>
      <ConfirmLoanOffer offer={offer} />
      {contract && (
        <a className="confirm__contract-link" href={contract} target="_blank" rel="noopener noreferrer">
          {t('confirm.contract')}
        </a>
      )}
      {/* The action bar stays at the bottom of the screen: the offer above it can grow without moving it. */}
      <div className="confirm__bar">
        <ContractBox agreed={props.agreed} disabled={props.submitting} onToggle={props.onToggle} />
        {props.pushError && (
          <div className="loan-card" role="alert">
            <p className="loan-alert">{t('confirm.pushFailed')}</p>
            <p className="loan-alert">{t('confirm.pushFailedRetry')}</p>
          </div>
        )}
        {props.redirectRefused && (
          <div className="loan-card">
            <p className="loan-alert" role="alert">
              {t('confirm.redirectRefused')}
            </p>
            <Button variant="secondary" block onClick={props.onOpenDetails}>
              {t('confirm.openDetails')}
            </Button>
          </div>
        )}
        <HoldNotice {...props} />
        {props.notTaken && (
          <p className="loan-card" role="status">
            {t('confirm.notTaken')}
          </p>
        )}
        {!offerCanBePushed(offer) && (
          <p className="loan-alert" role="note" data-testid="confirm-unusable">
            {t('confirm.offerUnusable')}
          </p>
        )}
        {!props.redirectRefused && !props.outcomeUnknown && !props.held && (
          <Button block disabled={!props.canSubmit} busy={props.submitting} onClick={props.onSubmit}>
            {props.pushError ? t('confirm.retry') : t('confirm.submit')}
          </Button>
        )}
      </div>
      <Modal open={props.recalculating} title={t('confirm.recalcTitle')}>
        <svg className="confirm__countdown" viewBox="0 0 72 72" aria-hidden="true">
          <circle cx="36" cy="36" r="30" className="confirm__countdown-track" />
          <circle cx="36" cy="36" r="30" className="confirm__countdown-ring" />
        </svg>
        <p className="confirm__recalc-text" role="status">
          {t('confirm.recalcText', { amount: money(offer.amount) })}
        </p>
      </Modal>
    </main>
  );
}

/** The contract checkbox, the same in the loading frame and the offer (no layout shift). */
function ContractBox({ agreed, disabled, onToggle }: { agreed: boolean; disabled: boolean; onToggle: () => void }) {
  const { t } = useI18n();
  return (
    <label className="confirm__agree">
      <input type="checkbox" checked={agreed} disabled={disabled} onChange={onToggle} />
      <span>{t('confirm.agree')}</span>
    </label>
  );
}
