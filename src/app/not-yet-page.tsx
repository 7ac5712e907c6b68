import { useI18n } from '../i18n';

/** Shown for a route whose page is not built yet: a plain page, never a blank screen. */
export default function NotYetPage() {
  const { t } = useI18n();
  return (
    <main className="page page--plain">
      <p role="status">{t('common.notAvailable')}</p>
      <a href="/">{t('common.backHome')}</a>
    </main>
  );
}
