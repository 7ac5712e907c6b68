import { useI18n } from '../../i18n';
import { MAX_IMAGES } from '../../../machines/complaint-form/complaint-draft';
import { SafeImage } from './complaint-shared';

export interface ImageUploaderProps {
  images: readonly string[];
  uploading: boolean;
  /** Inert: the page has not finished loading. */
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove: (index: number) => void;
}

/** Uploaded images with a remove button each, and a one-image picker hidden once 9 are there. */
export function ImageUploader({ images, uploading, disabled = false, onPick, onRemove }: ImageUploaderProps) {
  const { t } = useI18n();
  return (
    <fieldset className="complaint__card complaint__card--flush">
      <legend>{t('complaint.images', { count: images.length })}</legend>
      <ul className="complaint__images">
        {images.map((url, i) => (
          <li className="complaint__thumb" key={`${url}-${i}`}>
            <SafeImage src={url} alt={t('complaint.image', { n: i + 1 })} />
            <button type="button" className="complaint__remove" aria-label={t('complaint.removeImage', { n: i + 1 })} onClick={() => onRemove(i)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {images.length < MAX_IMAGES && (
          <li>
            <label className="complaint__picker">
              <span>{uploading ? t('complaint.uploading') : `+ ${t('complaint.addImage')}`}</span>
              <input
                type="file"
                accept="image/*"
                aria-label={t('complaint.addImage')}
                disabled={uploading || disabled}
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
