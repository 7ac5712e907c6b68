import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../../src/i18n';
import { LoadFailed, PageLoading } from '../../../src/ui';

describe('PageLoading', () => {
  it('announces loading in the page language', () => {
    render(
      <I18nProvider lang="en">
        <PageLoading />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('takes its own text', () => {
    render(<PageLoading text="Cargando pedido" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando pedido');
  });
});

describe('LoadFailed', () => {
  it('shows the message as an alert and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadFailed message="<b>Servidor ocupado</b>" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('<b>Servidor ocupado</b>');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('falls back to a generic line when there is no message', () => {
    render(
      <I18nProvider lang="en">
        <LoadFailed message="  " onRetry={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The information could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
