import { useI18n, registerMessages } from '../../i18n';
import { legalMessages } from '../../i18n/messages/legal';
import './legal.css';

registerMessages(legalMessages);

/** The about-us destination opened from the app (SPEC screen 5): one fixed paragraph. */
export default function AboutUsPage() {
  const { t } = useI18n();
  return (
    <main className="legal-page">
      <h1>{t('aboutUs.title')}</h1>
      <p>{t('aboutUs.text')}</p>
    </main>
  );
}
