import { useI18n, registerMessages } from '../../i18n';
import { MarketingShell } from '../shared/marketing-shell';
import { LegalDocument } from './legal-document';
import { legalMessages } from '../../i18n/messages/legal';
import { loanTermsEn } from './loan-terms-en';

registerMessages(legalMessages);

/** `/terms` (SPEC screen 7): the legal text exists in English; Spanish pages say so above it. */
export default function TermsPage() {
  const { t, lang } = useI18n();
  return (
    <MarketingShell>
      <LegalDocument text={loanTermsEn} lang="en" note={lang === 'en' ? undefined : t('terms.language')} />
    </MarketingShell>
  );
}
