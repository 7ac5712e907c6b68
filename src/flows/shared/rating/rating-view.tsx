import { useId, useRef } from 'react';
import { useI18n } from '../../../i18n';
import { Button, Modal } from '../../../ui';
import { RATING_STARS } from '../../../../machines/rating/rating.machine';
import type { RatingViewModel, ratingIntents } from '../../../../machines/rating/rating.view-model';
import './rating.css';

export type RatingViewProps = RatingViewModel &
  ReturnType<typeof ratingIntents> & {
    /** Shows a "Rate the service" button that opens the rating (a thank-you line once rated). */
    trigger?: boolean;
  };

/** The optional trigger, the rating modal (five stars as a radio group) and the thank-you modal. */
export function RatingView({ status, stars, busy, trigger = false, onOpen, onPick, onSubmit, onRetry, onClose }: RatingViewProps) {
  const { t } = useI18n();
  const name = useId();
  // Once rated, this line replaces the button that opened the rating: focus goes to it on close.
  const done = useRef<HTMLParagraphElement>(null);
  const open = status === 'picking' || status === 'missing' || status === 'sending' || status === 'sendFailed';
  return (
    <>
      {trigger && status === 'rated' && (
        <p className="rating__done" ref={done} tabIndex={-1}>
          {t('rating.done')}
        </p>
      )}
      {trigger && status !== 'rated' && (
        <Button variant="secondary" block onClick={onOpen}>
          {t('rating.open')}
        </Button>
      )}
      <Modal open={open} title={t('rating.title')} onClose={onClose} className="rating" returnFocusTo={done}>
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
      <Modal open={status === 'thanking'} title={t('rating.thanksTitle')} onClose={onClose} returnFocusTo={done}>
        <p>{t('rating.thanksText')}</p>
        <Button block onClick={onClose}>
          {t('rating.close')}
        </Button>
      </Modal>
    </>
  );
}
