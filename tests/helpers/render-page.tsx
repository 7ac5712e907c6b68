import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../src/app/providers';
import type { MachineOptions } from '../../src/session/machine-options';
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

/**
 * Resolves once the field labelled `label` takes input: a page whose first view is its form (the
 * register and complaint form pages) shows it read-only while it loads.
 */
export function editableField(label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const field = screen.getByLabelText(label);
    expect(field).not.toHaveAttribute('readonly');
    return field;
  });
}

/** Resolves once `find` finds an enabled control: a loading page shows some of its controls inert. */
export function enabledControl(find: () => HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const control = find();
    expect(control).toBeEnabled();
    return control;
  });
}

/** The page's own alert (a toast, role alert too, is left out). */
export function pageAlert(): HTMLElement {
  const alerts = screen.getAllByRole('alert').filter((el) => !el.closest('.ui-toast-layer'));
  expect(alerts, 'one alert on the page').toHaveLength(1);
  return alerts[0] as HTMLElement;
}

/** The text of the toast on screen ('' when there is none). */
export function toastText(): string {
  return document.querySelector('.ui-toast-layer')?.textContent ?? '';
}
