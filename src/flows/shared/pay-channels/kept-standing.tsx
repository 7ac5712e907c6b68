import { registerMessages, useI18n } from '../../../i18n';
import { keptStandingMessages } from '../../../i18n/messages/kept-standing';
import { Button } from '../../../ui';
import type { PageStanding } from '../../../../machines/shared/page-data';

registerMessages(keptStandingMessages);

/**
 * Above a repaying page's amounts while its answer is a kept one (going back or forward,
 * docs/decisions/0139): the page is checking it, or could not, with Check again. Nothing on the
 * page is paid with, copied or drawn meanwhile (the channels are disabled).
 */
export function KeptStanding({ standing, onRetry }: { standing: PageStanding; onRetry: () => void }) {
  const { t } = useI18n();
  if (standing === 'confirmed') return null;
  if (standing === 'checking')
    return (
      <p className="pay-notice" role="status" data-testid="kept-standing">
        {t('kept.checking')}
      </p>
    );
  return (
    <div className="pay-standing" data-testid="kept-standing">
      <p className="pay-notice" role="alert">
        {t('kept.unconfirmed')}
      </p>
      <Button variant="secondary" block onClick={onRetry}>
        {t('kept.checkAgain')}
      </Button>
    </div>
  );
}
