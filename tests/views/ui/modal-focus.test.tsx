import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Modal } from '../../../src/ui';

/** A modal whose first control is a radio group, as in the rating. */
function RadioHarness() {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(0);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal open={open} title="Stars" onClose={() => setOpen(false)}>
        <fieldset>
          <legend>Score</legend>
          {[1, 2, 3].map((n) => (
            <label key={n}>
              <input type="radio" name="score" checked={picked === n} onChange={() => setPicked(n)} />
              {`${n} stars`}
            </label>
          ))}
        </fieldset>
        <button>Submit</button>
      </Modal>
    </>
  );
}

/** A modal whose opener is replaced by another element while it is open. */
function ReplacedOpenerHarness() {
  const [state, setState] = useState<'idle' | 'open' | 'done'>('idle');
  const done = useRef<HTMLParagraphElement>(null);
  return (
    <>
      {state === 'done' ? (
        <p ref={done} tabIndex={-1}>
          Thanks
        </p>
      ) : (
        <button onClick={() => setState('open')}>rate</button>
      )}
      <button>elsewhere</button>
      <Modal open={state === 'open'} title="Rate" onClose={() => setState('idle')} returnFocusTo={done}>
        <button onClick={() => setState('done')}>send</button>
      </Modal>
    </>
  );
}

describe('Modal focus', () => {
  it('treats a radio group as one tab stop: Shift+Tab from any radio wraps to the last control', async () => {
    const user = userEvent.setup();
    render(<RadioHarness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('radio', { name: '1 stars' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it('wraps Tab from the last control to the checked radio of a leading group', async () => {
    const user = userEvent.setup();
    render(<RadioHarness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.tab();
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
  });

  it('gives focus to returnFocusTo when it holds an element at close', async () => {
    const user = userEvent.setup();
    render(<ReplacedOpenerHarness />);
    await user.click(screen.getByRole('button', { name: 'rate' }));
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Thanks')).toHaveFocus();
  });

  it('falls back to the opener when returnFocusTo is empty at close', async () => {
    const user = userEvent.setup();
    render(<ReplacedOpenerHarness />);
    await user.click(screen.getByRole('button', { name: 'rate' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'rate' })).toHaveFocus();
  });
});
