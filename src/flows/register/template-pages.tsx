import { useLocation } from 'react-router';
import { RouteLink } from '../../ui/route-link';
import { config } from '../../config/env';
import { registerMessages, useI18n } from '../../i18n';
import { registerPageMessages } from '../../i18n/messages/register';
import { templateHash, templateParamsFromHash } from './register-params';
import './register.css';

registerMessages(registerPageMessages);

// Our own store listing and deep link (config), not server URLs: no allow-list check needed.
const storeUrl = `https://play.google.com/store/apps/details?id=${encodeURIComponent(config.appPackage)}`;
const openAppUrl = `${config.deepLinkScheme}://open`;

/** The query inside the hash (`#/downloadTemplate?app_from=...`) carried from page to page. */
function useTemplateParams() {
  const { hash, search } = useLocation();
  return { params: templateParamsFromHash(hash), search };
}

/** `#/downloadTemplate`: where a visitor lands after registering (or when already registered). */
export function DownloadTemplatePage() {
  const { t } = useI18n();
  const { params, search } = useTemplateParams();
  return (
    <main className="tpl">
      <h1>{t('download.title')}</h1>
      <p>{t('download.text')}</p>
      <div className="tpl__actions">
        <a className="tpl__primary" href={storeUrl} rel="noopener noreferrer">
          {t('download.store')}
        </a>
        <a className="tpl__link" href={openAppUrl}>
          {t('download.open')}
        </a>
        <RouteLink className="tpl__link" to={`/${search}${templateHash('agreementTemplate', params)}`}>
          {t('download.agreement')}
        </RouteLink>
      </div>
    </main>
  );
}

/** `#/agreementTemplate`: the registration agreement, with the way back to the download page. */
export function AgreementTemplatePage() {
  const { t } = useI18n();
  const { params, search } = useTemplateParams();
  return (
    <main className="tpl">
      <h1>{t('agreement.title')}</h1>
      <p>{t('agreement.body')}</p>
      <div className="tpl__actions">
        <RouteLink className="tpl__link" to={`/${search}${templateHash('downloadTemplate', params)}`}>
          {t('agreement.back')}
        </RouteLink>
      </div>
    </main>
  );
}
