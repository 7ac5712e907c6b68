import { useEffect, useState } from 'react';
import { useI18n, type I18n } from '../../i18n';
import { MAX_IMAGES } from '../../../machines/complaint-form/complaint-draft';
import type { PhotoView } from '../../../machines/complaint-form/complaint-form.view-model';
import { errorText } from '../../ui';
import { SafeImage } from './complaint-shared';

export interface ImageUploaderProps {
  photos: readonly PhotoView[];
  /** Inert: the page has not finished loading. */
  disabled?: boolean;
  /** A failed image can go again: nothing else is on its way. */
  retryable: boolean;
  onPick: (file: File) => void;
  onRemove: (id: number) => void;
  onCancel: (id: number) => void;
  onRetryPhoto: (id: number) => void;
}

/**
 * Each image with its thumbnail made on the phone from the picked file (an image restored from the
 * draft shows its URL), where it is on its way, and what can be done with it: cancel while it goes,
 * retry after a failure, remove; and a one-image picker hidden once 9 are there.
 */
export function ImageUploader({ photos, disabled = false, retryable, onPick, onRemove, onCancel, onRetryPhoto }: ImageUploaderProps) {
  const { t } = useI18n();
  return (
    <fieldset className="complaint__card complaint__card--flush">
      <legend>{t('complaint.images', { count: photos.length })}</legend>
      <ul className="complaint__images">
        {photos.map((photo, i) => {
          const n = i + 1;
          const going = photo.status === 'preparing' || photo.status === 'uploading';
          const note = photoNote(t, photo);
          return (
            <li
              className={`complaint__thumb complaint__thumb--${photo.status}`}
              key={photo.id}
              data-testid="photo"
              data-id={photo.id}
              data-status={photo.status}
            >
              {photo.local ? (
                <LocalImage blob={photo.local} alt={t('complaint.image', { n })} />
              ) : (
                <SafeImage src={photo.url} alt={t('complaint.image', { n })} />
              )}
              {note && (
                // A refusal is said here only; a failed upload's reason is also the toast (SPEC 8), which announces it.
                <p className="complaint__photo-note" role={photo.status === 'refused' ? 'alert' : photo.status === 'failed' ? undefined : 'status'}>
                  {photo.status === 'uploading' && <progress max={100} value={photo.percent ?? 0} aria-hidden="true" />}
                  {note}
                </p>
              )}
              {photo.status === 'failed' && retryable && (
                <button
                  type="button"
                  className="complaint__retry"
                  aria-label={t('complaint.photoRetry', { n })}
                  onClick={() => onRetryPhoto(photo.id)}
                >
                  {t('common.retry')}
                </button>
              )}
              <button
                type="button"
                className="complaint__remove"
                aria-label={going ? t('complaint.photoCancel', { n }) : t('complaint.removeImage', { n })}
                onClick={() => (going ? onCancel(photo.id) : onRemove(photo.id))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
        {photos.length < MAX_IMAGES && (
          <li>
            <label className="complaint__picker">
              <span>{`+ ${t('complaint.addImage')}`}</span>
              <input
                type="file"
                accept="image/*"
                aria-label={t('complaint.addImage')}
                disabled={disabled}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) onPick(file);
                }}
              />
            </label>
          </li>
        )}
      </ul>
    </fieldset>
  );
}

/** Where an image is on its way, or why it stopped; null once sent. */
function photoNote(t: I18n['t'], photo: PhotoView): string | null {
  switch (photo.status) {
    case 'waiting':
      return t('complaint.photoWaiting');
    case 'preparing':
      return t('complaint.photoPreparing');
    case 'uploading':
      return photo.percent === null ? t('complaint.photoSendingStarted') : t('complaint.photoSending', { percent: photo.percent });
    case 'failed':
      return t('complaint.photoFailed', {
        reason:
          photo.error?.kind === 'http' && photo.error.status === 413
            ? t('complaint.photoTooBigForServer')
            : errorText(t, photo.error, 'complaint.failed'),
      });
    case 'refused':
      return t(
        photo.refusal === 'tooLarge'
          ? 'complaint.photoTooLarge'
          : photo.refusal === 'notImage'
            ? 'complaint.photoNotImage'
            : 'complaint.photoUnreadable',
      );
    default:
      return null;
  }
}

/** A picture on the phone shown by an object URL, revoked when it goes. */
function LocalImage({ blob, alt }: { blob: Blob; alt: string }) {
  const [src, setSrc] = useState<string | undefined>(undefined);
  useEffect(() => {
    let url: string;
    try {
      url = URL.createObjectURL(blob);
    } catch {
      return; // no object URLs here (a DOM without them): the thumbnail keeps its label only
    }
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img src={src} alt={alt} width={72} height={72} />;
}
