import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider, type Lang } from '../../../src/i18n';
import { NumberKeyboard } from '../../../src/ui';

function Harness({ lang = 'es', onConfirm = () => {}, onHide = () => {} }: { lang?: Lang; onConfirm?: () => void; onHide?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <I18nProvider lang={lang}>
      <output data-testid="value">{value}</output>
      <NumberKeyboard value={value} onChange={setValue} onConfirm={onConfirm} onHide={onHide} />
    </I18nProvider>
  );
}

describe('NumberKeyboard', () => {
  it('has the keys 0-9 and the point, delete, confirm and hide, labelled with the kit defaults', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Teclado numérico' })).toBeInTheDocument();
    for (const digit of '0123456789') expect(screen.getByRole('button', { name: digit })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Punto decimal' })).toHaveTextContent('.');
    expect(screen.getByRole('button', { name: '退格' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收起键盘' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(14);
  });

  it('uses English labels in English', () => {
    render(<Harness lang="en" />);
    expect(screen.getByRole('button', { name: 'Backspace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide keyboard' })).toBeInTheDocument();
  });

  it('types digits and a point, and deletes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    for (const name of ['1', '2', 'Punto decimal', '5', 'Punto decimal', '0']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(screen.getByTestId('value')).toHaveTextContent('12.50');
    await user.click(screen.getByRole('button', { name: '退格' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^12\.5$/);
  });

  it('disables confirm while the value is empty', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: '确定' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '7' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '退格' }));
    expect(confirm).toBeDisabled();
  });

  it('calls onHide from the hide key', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    render(<Harness onHide={onHide} />);
    await user.click(screen.getByRole('button', { name: '收起键盘' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('leaves focus on the field it types into', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="amount" />
        <NumberKeyboard value="1" onChange={() => {}} onConfirm={() => {}} onHide={() => {}} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'amount' });
    input.focus();
    await user.click(screen.getByRole('button', { name: '5' }));
    expect(input).toHaveFocus();
  });
});
