import { Component, Suspense, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../i18n';
import { AppProviders } from './providers';
import { LoadFailed, PageLoading } from '../ui/page-state';
import type { MachineOptions } from '../session/machine-options';
import { languageFromQuery } from '../session/language';
import { matchRoute } from './match-route';
import { buildRouteTable, preloadPage, type RouteEntry } from './route-table';
import { hopLanded } from './hop-guard';

const table = buildRouteTable();

/** The route table, for prerendering (src/prerender.tsx). */
export const routeTable: readonly RouteEntry[] = table;

/**
 * Loads the page module of the route at this location, so the first render shows the page (or a
 * prerendered page's same markup) rather than the loading fallback. Never rejects: a failed load
 * is retried, and reported, by the render.
 */
export function preloadRoute(pathname: string, hash: string): Promise<void> {
  return preloadPage(matchRoute(table, pathname, hash)).catch(() => undefined);
}

function NotFound() {
  const { t } = useI18n();
  return (
    <main className="page page--plain">
      <h1 className="page__notice">
        <span role="alert">{t('common.notFound')}</span>
      </h1>
      <a href="/">{t('common.backHome')}</a>
    </main>
  );
}

/**
 * A page whose module cannot load (a flaky network on the first visit, a release replacing old
 * chunks) shows the generic load failure with a retry that reloads the page, never a blank screen.
 */
export class PageBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  // Set in the constructor, not as a class field: the es2020 build would ship helpers to define it.
  constructor(props: { children: ReactNode; resetKey: string }) {
    super(props);
    this.state = { failed: false, key: props.resetKey };
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }
  override render() {
    return this.state.failed ? (
      <main className="page page--plain">
        <LoadFailed onRetry={() => window.location.reload()} />
      </main>
    ) : (
      this.props.children
    );
  }
}

/**
 * Calls `onStarted` once the page it follows is the app's (rendered, or hydrated: React hydrates a
 * Suspense boundary's content after the rest), before the browser paints it.
 */
function Started({ onStarted }: { onStarted?: () => void }) {
  useLayoutEffect(() => {
    onStarted?.();
  }, [onStarted]);
  return null;
}

export interface AppProps {
  machineOptions?: MachineOptions;
  /** Called once the first render is on screen with its effects run (src/first-paint/start.tsx replays held input then). */
  onStarted?: () => void;
}

export function App({ machineOptions = {}, onStarted }: AppProps) {
  const location = useLocation();
  const lang = useMemo(() => languageFromQuery(location.search), [location.search]);
  const route = matchRoute(table, location.pathname, location.hash);
  const Page = route?.page ?? NotFound;
  // The address on screen is rendered: a hop that brought it is over, and taps act again.
  useLayoutEffect(hopLanded, [location.key]);
  return (
    <AppProviders lang={lang} machineOptions={machineOptions}>
      <PageBoundary resetKey={route?.name ?? ''}>
        <Suspense fallback={<PageLoading />}>
          <Page />
          <Started onStarted={onStarted} />
        </Suspense>
      </PageBoundary>
    </AppProviders>
  );
}
