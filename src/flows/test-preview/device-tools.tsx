import { useState } from 'react';
import { useI18n } from '../../i18n';
import { Button, Field } from '../../ui';
import { PhotoCheck } from './photo-check';

type Located = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; denied: boolean };

/** Photo input, contact input with submit and the get-location button of SPEC screen 21. */
export function DeviceTools() {
  const { t } = useI18n();
  const [contact, setContact] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [located, setLocated] = useState<Located>({ kind: 'idle' });

  const locate = () => {
    if (located.kind === 'busy') return;
    if (!('geolocation' in navigator)) return setLocated({ kind: 'failed', denied: false });
    setLocated({ kind: 'busy' });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocated({ kind: 'idle' });
        window.alert(t('preview.coordinates', { lat: pos.coords.latitude, lng: pos.coords.longitude }));
      },
      (err) => setLocated({ kind: 'failed', denied: err.code === err.PERMISSION_DENIED }),
      { timeout: 15000 },
    );
  };

  return (
    <section aria-labelledby="preview-device">
      <h2 id="preview-device">{t('preview.device')}</h2>
      <PhotoCheck />
      <form
        className="preview__contact"
        onSubmit={(e) => {
          e.preventDefault();
          setSent(contact);
        }}
      >
        <Field label={t('preview.contact')} value={contact} onChange={(e) => setContact(e.target.value)} />
        <Button type="submit">{t('preview.contactSubmit')}</Button>
      </form>
      {sent !== null && <p role="status">{t('preview.contactSent', { value: sent })}</p>}
      <Button onClick={locate} disabled={located.kind === 'busy'}>
        {t('preview.location')}
      </Button>
      {located.kind === 'failed' && <p role="alert">{t(located.denied ? 'preview.locationDenied' : 'preview.locationUnavailable')}</p>}
    </section>
  );
}
