import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerMessages, useI18n } from '../../i18n';
import { Button, Field } from '../../ui';
import { DeviceTools } from './device-tools';
import { testPreviewMessages } from '../../i18n/messages/test-preview';
import { PREVIEW_FIELDS, PREVIEW_TARGETS, initialParams, previewHref, type PreviewParams } from './test-preview-params';
import './test-preview.css';

registerMessages(testPreviewMessages);

/** `/testPreview` (SPEC screen 21): edit the session parameters and open any loan page with them. */
export default function TestPreviewPage() {
  const { t } = useI18n();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useState<PreviewParams>(() => initialParams(search));
  const type = new URLSearchParams(search).get('type');
  return (
    <main className="page preview">
      <h1>{t('preview.title')}</h1>
      <section aria-labelledby="preview-params">
        <h2 id="preview-params">{t('preview.params')}</h2>
        {PREVIEW_FIELDS.map((f) => (
          <Field
            key={f.name}
            label={t(f.label)}
            value={params[f.name]}
            autoComplete="off"
            onChange={(e) => setParams({ ...params, [f.name]: e.target.value })}
          />
        ))}
      </section>
      <section aria-labelledby="preview-pages">
        <h2 id="preview-pages">{t('preview.pages')}</h2>
        <div className="preview__buttons">
          {PREVIEW_TARGETS.map((target) => (
            <Button key={target} variant="secondary" onClick={() => navigate(previewHref(target, params, type))}>
              {t(`preview.open.${target}`)}
            </Button>
          ))}
        </div>
      </section>
      <DeviceTools />
    </main>
  );
}
