import { useI18n } from '../../i18n';
import { MarketingShell } from './marketing-shell';

/** Public home. The carousel and static images arrive with the public-site work. */
export default function HomePage() {
  const { t } = useI18n();
  return (
    <MarketingShell>
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.lead')}</p>
      </section>
    </MarketingShell>
  );
}
