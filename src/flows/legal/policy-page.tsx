import { config } from '../../config/env';
import { registerMessages } from '../../i18n';
import { MarketingShell } from '../shared/marketing-shell';
import { legalMessages } from '../../i18n/messages/legal';
import { PolicyView } from './policy-view';

registerMessages(legalMessages);

/** `/Policy` and the privacy-policy destination: the configured policy page in a frame. */
export default function PolicyPage() {
  return (
    <MarketingShell>
      <PolicyView url={config.policyUrl} />
    </MarketingShell>
  );
}
