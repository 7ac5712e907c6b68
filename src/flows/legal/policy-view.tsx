import { useLocation } from 'react-router';
import { useHydrated } from '../../ui/use-hydrated';
import { RouteLink } from '../../ui/route-link';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n';
import { checkFrameUrl } from '../../config/url-lists';
import './legal.css';

/** The privacy policy in a frame when its configured URL passes the allow-list, else why not. */
export function PolicyView({ url }: { url: string }) {
  const { t } = useI18n();
  const { search } = useLocation();
  const checked = checkFrameUrl(url);
  // The frame's address depends on where the app is served: the static HTML keeps its place only.
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="policy-title">
      <h1 id="policy-title">{t('policy.title')}</h1>
      {!hydrated ? (
        <div className="policy__frame" />
      ) : checked.ok ? (
        // An empty sandbox: the policy is a document to read. No script runs in the frame, so nothing
        // there reaches the native bridge (Android injects window.AndroidBridge into every frame); no
        // forms, pop-ups or top navigation either, and its origin is opaque (docs/decisions/0097).
        <iframe className="policy__frame" src={checked.url} title={t('policy.frame')} referrerPolicy="no-referrer" sandbox="" />
      ) : (
        <>
          <p role="alert">{t(checked.reason === 'empty' ? 'policy.missing' : 'policy.refused')}</p>
          <RouteLink to={{ pathname: paths.privacyNotice, search }}>{t('policy.notice')}</RouteLink>
        </>
      )}
    </section>
  );
}
