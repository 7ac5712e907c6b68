import { useI18n } from '../i18n';

/**
 * Shown for a route whose page is not built yet: a plain page, never a blank screen. Its line is
 * the page's heading (a screen reader's first stop) and its link a full-size tap target.
 */
export default function NotYetPage() {
  const { t } = useI18n();
  return (
    <main className="page page--plain">
      <h1 className="page__notice">{t('common.notAvailable')}</h1>
      <a href="/">{t('common.backHome')}</a>
    </main>
  );
}
