import { registerMessages, useI18n } from '../../../i18n';
import { keptStandingMessages } from '../../../i18n/messages/kept-standing';
import { Button } from '../../../ui';
import type { PageStanding } from '../../../../machines/shared/page-data';

registerMessages(keptStandingMessages);

/** What the notice says: about a repaying page's amounts and codes, or the customer service page's contacts. */
const LINES = {
  repaying: { checking: 'kept.checking', unconfirmed: 'kept.unconfirmed' },
  contacts: { checking: 'kept.contactsChecking', unconfirmed: 'kept.contactsUnconfirmed' },
} as const;

/**
 * At the top of a page-data page while its answer is a kept one (going back or forward,
 * docs/decisions/0139): the page is checking it, or could not, with Check again. On a repaying page
 * nothing is paid with, copied or drawn meanwhile (its channels are disabled).
 */
export function KeptStanding({ standing, onRetry, about = 'repaying' }: { standing: PageStanding; onRetry: () => void; about?: keyof typeof LINES }) {
  const { t } = useI18n();
  if (standing === 'confirmed') return null;
  if (standing === 'checking')
    return (
      <p className="pay-notice" role="status" data-testid="kept-standing">
        {t(LINES[about].checking)}
      </p>
    );
  return (
    <div className="pay-standing" data-testid="kept-standing">
      <p className="pay-notice" role="alert">
        {t(LINES[about].unconfirmed)}
      </p>
      <Button variant="secondary" block onClick={onRetry}>
        {t('kept.checkAgain')}
      </Button>
    </div>
  );
}
