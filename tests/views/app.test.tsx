import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../src/app/app';

const at = (route: string) =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <App />
    </MemoryRouter>,
  );

describe('the app shell', () => {
  it('serves the public home eagerly, in Spanish by default', () => {
    at('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Préstamos rápidos y considerados');
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  });

  it('switches to English with type=1 and lazy-loads the calculator', async () => {
    at('/User?type=1');
    expect(await screen.findByRole('heading', { name: 'Loan Calculator' })).toBeInTheDocument();
  });

  it('shows a plain page for a route whose page is not built yet', async () => {
    at('/product?type=1');
    expect(await screen.findByText('This page is not available yet.')).toHaveAttribute('role', 'status');
  });

  it('shows a not-found page for an unknown path', async () => {
    at('/no-such-page');
    expect(await screen.findByRole('alert')).toHaveTextContent('Página no encontrada.');
  });

  it('opens the hash pages on any path', async () => {
    at('/User#/downloadTemplate?id=7');
    expect(await screen.findByRole('heading', { name: 'Descargue la app' })).toBeInTheDocument();
  });
});
