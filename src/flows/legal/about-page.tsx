import { useI18n, registerMessages } from '../../i18n';
import { MarketingShell } from '../public/marketing-shell';
import { legalMessages } from './legal-messages';
import './legal.css';

registerMessages(legalMessages);

/** `/About`: pictures only (SPEC screen list); the title is for screen readers. */
export default function AboutPage() {
  const { t } = useI18n();
  return (
    <MarketingShell>
      <h1 className="visually-hidden">{t('about.title')}</h1>
      {(['about.image1', 'about.image2', 'about.image3'] as const).map((key, i) => (
        <img key={key} className="info-image" src={`/images/about-${i + 1}.svg`} alt={t(key)} width={360} height={200} />
      ))}
    </MarketingShell>
  );
}
