import { useI18n, registerMessages } from '../../i18n';
import { LegalDocument } from './legal-document';
import { legalMessages } from '../../i18n/messages/legal';
import { privacyNoticeEn } from './privacy-notice-en';
import { privacyNoticeEs } from './privacy-notice-es';

registerMessages(legalMessages);

/** `/PrivacyPolicy` (SPEC screen 4): English for type=1, otherwise Spanish. */
export default function PrivacyNoticePage() {
  const { lang } = useI18n();
  return (
    <main className="legal-page">
      <LegalDocument text={lang === 'en' ? privacyNoticeEn : privacyNoticeEs} lang={lang} />
    </main>
  );
}
