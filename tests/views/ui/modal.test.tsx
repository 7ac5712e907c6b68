import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '../../../src/ui';

function Harness({ onClose = true, withButtons = true }: { onClose?: boolean; withButtons?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <button>outside</button>
      <Modal open={open} title="Rate us" onClose={onClose ? () => setOpen(false) : undefined}>
        {withButtons ? (
          <>
            <button>one</button>
            <input aria-label="two" />
            <button onClick={() => setOpen(false)}>three</button>
          </>
        ) : (
          <p>Recalculating…</p>
        )}
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(
      <Modal open={false} title="Hidden">
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate us' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Rate us' })).toBeInTheDocument();
  });

  it('can be named by another element', () => {
    render(
      <Modal open title="ignored" labelledBy="own-title">
        <p id="own-title">Real name</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Real name' })).toBeInTheDocument();
  });

  it('moves focus to its first control and keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('button', { name: 'one' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'two' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'three' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'one' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'three' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'two' })).toHaveFocus();
  });

  it('focuses the dialog itself when it has no controls, and Tab stays there', async () => {
    const user = userEvent.setup();
    render(<Harness onClose={false} withButtons={false} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back when closed from inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'three' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores Escape when it has no onClose', async () => {
    const user = userEvent.setup();
    render(<Harness onClose={false} withButtons={false} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('calls onClose once per Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="T" onClose={onClose}>
        <button>ok</button>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
