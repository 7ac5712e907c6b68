import { useI18n } from '../../i18n';
import { useHydrated } from '../../ui/use-hydrated';
import { Carousel, type Slide } from './carousel';
import { HeroPicture } from './hero-picture';
import { MarketingShell } from '../shared/marketing-shell';
import './public.css';
// The picture in view on a phone (under 1 KB) is inlined by the build as a data: URL, so the first
// paint needs no request; the others stay files, fetched lazily, out of every page's main script
// (docs/decisions/0047-inline-stylesheet.md).
import featureOne from '../../assets/images/feature-1.svg';
import featureTwo from '../../assets/images/feature-2.svg?no-inline';
import slideTwo from '../../assets/images/slide-2.svg?no-inline';
import slideThree from '../../assets/images/slide-3.svg?no-inline';

// An empty picture of the same size: what the prerendered page holds in place of a picture that is
// out of view at first paint, so the first paint asks for nothing (docs/decisions/0047-inline-stylesheet.md).
const EMPTY_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 360 200'/%3E";

/** A decorative picture out of view at first paint: the real file once the app runs, lazily. */
function LaterPicture({ src, className }: { src: string; className?: string }) {
  const hydrated = useHydrated();
  return <img className={className} src={hydrated ? src : EMPTY_PICTURE} alt="" width={360} height={200} loading="lazy" decoding="async" />;
}

function Picture({ src }: { src: string }) {
  return <LaterPicture className="carousel__picture" src={src} />;
}

/** Public home (SPEC screen 1): carousel, static pictures, navigation and footer from the shell. */
export default function HomePage() {
  const { t } = useI18n();
  const slides: Slide[] = [
    { key: 'apply', picture: <HeroPicture />, caption: t('home.slide1') },
    { key: 'money', picture: <Picture src={slideTwo} />, caption: t('home.slide2') },
    { key: 'repay', picture: <Picture src={slideThree} />, caption: t('home.slide3') },
  ];
  return (
    <MarketingShell>
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.lead')}</p>
      </section>
      <Carousel slides={slides} label={t('home.carousel')} />
      <ul className="features">
        <li>
          {/* In view on a phone and the page's largest picture: part of the page itself. */}
          <img src={featureOne} alt="" width={360} height={200} />
          <p>{t('home.feature1')}</p>
        </li>
        <li>
          <LaterPicture src={featureTwo} />
          <p>{t('home.feature2')}</p>
        </li>
      </ul>
    </MarketingShell>
  );
}
