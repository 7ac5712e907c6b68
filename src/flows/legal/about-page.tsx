import { useI18n, registerMessages } from '../../i18n';
import { MarketingShell } from '../shared/marketing-shell';
import { legalMessages } from '../../i18n/messages/legal';
import './legal.css';
// Under 1 KB each: inlined by the build as data: URLs (no request per picture).
import aboutOne from '../../assets/images/about-1.svg';
import aboutTwo from '../../assets/images/about-2.svg';
import aboutThree from '../../assets/images/about-3.svg';

const PICTURES = [
  ['about.image1', aboutOne],
  ['about.image2', aboutTwo],
  ['about.image3', aboutThree],
] as const;

registerMessages(legalMessages);

/** `/About`: pictures only (SPEC screen list); the title is for screen readers. */
export default function AboutPage() {
  const { t } = useI18n();
  return (
    <MarketingShell>
      <h1 className="visually-hidden">{t('about.title')}</h1>
      {PICTURES.map(([key, src]) => (
        <img key={key} className="info-image" src={src} alt={t(key)} width={360} height={200} />
      ))}
    </MarketingShell>
  );
}
