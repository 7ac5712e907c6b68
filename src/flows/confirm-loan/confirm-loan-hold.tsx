import { useI18n } from '../../i18n';
import { Button } from '../../ui';
import type { ConfirmLoanViewModel, confirmLoanIntents } from '../../../machines/confirm-loan/confirm-loan.view-model';

type Props = Pick<ConfirmLoanViewModel, 'held' | 'outcomeUnknown' | 'checking'> &
  Pick<ReturnType<typeof confirmLoanIntents>, 'onOpenDetails' | 'onCheckOrder'>;

/**
 * Why Confirm is not offered while a push is held or its outcome unknown (docs/decisions/0128, 0133):
 * what the page knows, and what can tell (the order).
 */
export function HoldNotice(props: Props) {
  const { t } = useI18n();
  if (props.held) {
    return (
      <div className="loan-card" data-testid="confirm-held">
        <p className="loan-alert" role="alert">
          {t('confirm.held')}
        </p>
        <p role="status">{t('confirm.heldHow')}</p>
        <Button variant="secondary" block onClick={props.onOpenDetails}>
          {t('confirm.openDetails')}
        </Button>
      </div>
    );
  }
  if (!props.outcomeUnknown) return null;
  return (
    <div className="loan-card" data-testid="confirm-unknown">
      <p className="loan-alert" role="alert">
        {t('confirm.unknown')}
      </p>
      <p>{t('confirm.unknownHow')}</p>
      <Button block disabled={props.checking} onClick={props.onOpenDetails}>
        {t('confirm.openDetails')}
      </Button>
      <Button variant="secondary" block busy={props.checking} onClick={props.onCheckOrder}>
        {t('confirm.checkOrder')}
      </Button>
    </div>
  );
}
