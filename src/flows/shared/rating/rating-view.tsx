import { useId, type RefObject } from 'react';
import { useI18n } from '../../../i18n';
import { Button, Modal } from '../../../ui';
import { RATING_STARS } from '../../../../machines/rating/rating.machine';
import type { RatingStatus } from '../../../../machines/rating/rating.selectors';
import './rating.css';

export interface RatingViewProps {
  status: RatingStatus;
  stars: number;
  busy: boolean;
  onPick: (stars: number) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onClose: () => void;
  /** Gets focus when a modal closes, if rendered then (the line that replaces the page's rate button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The rating modal (five stars as a radio group) and the thank-you modal. */
export function RatingView({ status, stars, busy, onPick, onSubmit, onRetry, onClose, returnFocusTo }: RatingViewProps) {
  const { t } = useI18n();
  const name = useId();
  const open = status === 'picking' || status === 'missing' || status === 'sending' || status === 'sendFailed';
  return (
    <>
      <Modal open={open} title={t('rating.title')} onClose={onClose} className="rating" returnFocusTo={returnFocusTo}>
        <fieldset className="rating__stars" aria-invalid={status === 'missing' || undefined}>
          <legend className="rating__legend">{t('rating.stars')}</legend>
          {Array.from({ length: RATING_STARS }, (_, i) => i + 1).map((n) => (
            <label key={n} className={n <= stars ? 'rating__star rating__star--on' : 'rating__star'}>
              <input type="radio" name={name} value={n} checked={stars === n} disabled={busy} onChange={() => onPick(n)} />
              <span aria-hidden="true">★</span>
              <span className="rating__sr">{t('rating.star', { count: n })}</span>
            </label>
          ))}
        </fieldset>
        {status === 'missing' && (
          <p className="rating__message" role="alert">
            {t('rating.missing')}
          </p>
        )}
        {status === 'sendFailed' && (
          <p className="rating__message" role="alert">
            {t('rating.sendFailed')}
          </p>
        )}
        <div className="rating__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('rating.close')}
          </Button>
          {status === 'sendFailed' ? (
            <Button onClick={onRetry}>{t('rating.retry')}</Button>
          ) : (
            <Button onClick={onSubmit} busy={busy}>
              {t('rating.submit')}
            </Button>
          )}
        </div>
      </Modal>
      <Modal open={status === 'thanking'} title={t('rating.thanksTitle')} onClose={onClose} returnFocusTo={returnFocusTo}>
        <p>{t('rating.thanksText')}</p>
        <Button block onClick={onClose}>
          {t('rating.close')}
        </Button>
      </Modal>
    </>
  );
}
