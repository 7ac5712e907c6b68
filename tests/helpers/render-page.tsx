import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import type { MachineOptions } from '../../src/app/machine-options';
import { languageFromQuery } from '../../src/session/language';

/** Renders a page as the app would at `route` (path plus query), with machine options for tests. */
export function renderPage(ui: ReactElement, { route = '/', machineOptions = {} }: { route?: string; machineOptions?: MachineOptions } = {}) {
  const search = route.includes('?') ? route.slice(route.indexOf('?')) : '';
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders lang={languageFromQuery(search)} machineOptions={machineOptions}>
        {ui}
      </AppProviders>
    </MemoryRouter>,
  );
}
