import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { useCarousel } from './use-carousel';

export interface Slide {
  key: string;
  picture: ReactNode;
  caption: string;
}

/** Auto-playing, swipeable slides with position dots (SPEC screen 1). */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const { t } = useI18n();
  const { index, go, paused, swipe } = useCarousel(slides.length);
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label} data-paused={paused ? 'true' : 'false'}>
      <div className="carousel__viewport" {...swipe}>
        {/* The first slide needs no offset, so prerendered markup has no style attribute (CSP). */}
        <div className="carousel__track" style={index ? { transform: `translateX(-${index * 100}%)` } : undefined}>
          {slides.map((s, i) => (
            <div
              key={s.key}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slidePosition', { n: i + 1, total: slides.length })}
              aria-hidden={i === index ? undefined : true}
              data-active={i === index ? 'true' : 'false'}
            >
              {s.picture}
              <p className="carousel__caption">{s.caption}</p>
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__dots">
        {slides.map((s, i) => (
          <button
            key={s.key}
            type="button"
            className="carousel__dot"
            aria-label={t('home.goToSlide', { n: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          >
            <span aria-hidden="true" />
          </button>
        ))}
      </div>
    </section>
  );
}
