import { Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useI18n } from '../i18n';
import { AppProviders } from './providers';
import { PageLoading } from '../ui/page-state';
import type { MachineOptions } from './machine-options';
import { languageFromQuery } from '../session/language';
import { matchRoute } from './match-route';
import { buildRouteTable } from './route-table';
import HomePage from '../flows/public/home-page';

const table = buildRouteTable(HomePage);

function NotFound() {
  const { t } = useI18n();
  return (
    <main className="page page--plain">
      <p role="alert">{t('common.notFound')}</p>
      <a href="/">{t('common.backHome')}</a>
    </main>
  );
}

export function App({ machineOptions = {} }: { machineOptions?: MachineOptions }) {
  const location = useLocation();
  const lang = useMemo(() => languageFromQuery(location.search), [location.search]);
  const route = matchRoute(table, location.pathname, location.hash);
  const Page = route?.page ?? NotFound;
  return (
    <AppProviders lang={lang} machineOptions={machineOptions}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </AppProviders>
  );
}
