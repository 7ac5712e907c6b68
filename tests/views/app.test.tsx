import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { App, PageBoundary } from '../../src/app/app';
import { AppProviders } from '../../src/app/providers';

const at = (route: string) =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <App />
    </MemoryRouter>,
  );

describe('the app shell', () => {
  it('serves the public home (a lazy page like the others), in Spanish by default', async () => {
    at('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Préstamos rápidos y considerados');
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  });

  it('switches to English with type=1 and lazy-loads the calculator', async () => {
    at('/User?type=1');
    expect(await screen.findByRole('heading', { name: 'Loan Calculator' })).toBeInTheDocument();
  });

  it('shows a plain page for a route whose page is not built yet', async () => {
    at('/product?type=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not available yet.' })).toBeVisible();
  });

  it('shows a not-found page for an unknown path', async () => {
    at('/no-such-page');
    expect(await screen.findByRole('alert')).toHaveTextContent('Página no encontrada.');
  });

  it('opens the hash pages on any path', async () => {
    at('/User#/downloadTemplate?id=7');
    expect(await screen.findByRole('heading', { name: 'Descargue la app' })).toBeInTheDocument();
  });

  it('shows the load failure with a retry that reloads when a page module cannot load, and recovers on another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const Broken = () => {
      throw new Error('Failed to fetch dynamically imported module');
    };
    const view = (key: string, page: React.ReactNode) => (
      <MemoryRouter>
        <AppProviders lang="es">
          <PageBoundary resetKey={key}>{page}</PageBoundary>
        </AppProviders>
      </MemoryRouter>
    );
    const { rerender } = render(view('terms', <Broken />));
    expect(screen.getByRole('alert')).toHaveTextContent(/\S/);
    await userEvent.setup().click(screen.getByRole('button'));
    expect(reload).toHaveBeenCalledTimes(1);
    rerender(view('about', <p>about page</p>));
    expect(screen.getByText('about page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
