import { useState } from 'react';
import { useI18n } from '../../i18n';

type Checked =
  { kind: 'none' } | { kind: 'busy'; name: string } | { kind: 'ready'; name: string; bytes: number } | { kind: 'unreadable'; name: string };

/**
 * The test page's photo input (SPEC 21): the picked photo goes through the complaint form's own
 * path (src/flows/shared/photo, loaded once a photo is picked) and the page says what would be
 * sent. Nothing is sent anywhere (docs/decisions/0014).
 */
export function PhotoCheck() {
  const { t } = useI18n();
  const [checked, setChecked] = useState<Checked>({ kind: 'none' });
  const check = async (file: File) => {
    setChecked({ kind: 'busy', name: file.name });
    try {
      const { preparePhoto } = await import('../shared/photo/prepare-photo');
      const ready = await preparePhoto(file);
      setChecked({ kind: 'ready', name: file.name, bytes: ready.size });
    } catch {
      setChecked({ kind: 'unreadable', name: file.name });
    }
  };
  return (
    <>
      <label className="preview__label" htmlFor="preview-photo">
        {t('preview.photo')}
      </label>
      <input
        id="preview-photo"
        className="preview__file"
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void check(file);
        }}
      />
      {checked.kind !== 'none' && <p role="status">{t('preview.photoChosen', { name: checked.name })}</p>}
      {checked.kind === 'ready' && <p role="status">{t('preview.photoReady', { kb: Math.ceil(checked.bytes / 1024) })}</p>}
      {checked.kind === 'unreadable' && <p role="alert">{t('preview.photoUnreadable')}</p>}
    </>
  );
}
