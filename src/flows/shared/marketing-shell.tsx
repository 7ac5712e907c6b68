import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteLink } from '../../ui/route-link';
import { config } from '../../config/env';
import { registerMessages, useI18n, type MessageKey } from '../../i18n';
import { publicMessages } from '../../i18n/messages/public';
import { paths } from '../../config/paths';
import './marketing-shell.css';

// The public pages' text (navigation, footer, home) ships with them, not in every page's first load.
registerMessages(publicMessages);

const NAV: { to: string; label: MessageKey }[] = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.calculator, label: 'nav.calculator' },
  { to: paths.policy, label: 'nav.policy' },
  { to: paths.terms, label: 'nav.terms' },
  { to: paths.contact, label: 'nav.contact' },
];

function NavLinks({ search }: { search: string }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <ul className="nav__list">
      {NAV.map((item) => (
        <li key={item.to}>
          <RouteLink to={{ pathname: item.to, search }} aria-current={pathname === item.to ? 'page' : undefined} className="nav__link">
            {t(item.label)}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

/** Top navigation and footer of the public site (SPEC screen 1). Each section opens at its top. */
export function MarketingShell({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const c = config.company;
  return (
    <div className="site">
      <header className="site__header">
        <nav aria-label={t('nav.label')} className="nav">
          <NavLinks search={search} />
        </nav>
      </header>
      <main className="site__main">{children}</main>
      <footer className="site__footer">
        <nav aria-label={t('nav.footerLabel')} className="nav nav--footer">
          <NavLinks search={search} />
        </nav>
        <p className="footer__company">{c.name}</p>
        <p>
          {t('footer.phone')}: <a href={`tel:${c.phone.replace(/\s+/g, '')}`}>{c.phone}</a>
        </p>
        <p>
          {t('footer.email')}: <a href={`mailto:${c.email}`}>{c.email}</a>
        </p>
        <p>
          {t('footer.address')}: {c.address}
        </p>
        <p className="footer__copyright">{c.copyright}</p>
      </footer>
    </div>
  );
}
