import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../../src/ui';

describe('Button', () => {
  it('is a primary, non-submitting button by default', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-button--primary');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes the secondary and link variants, and submit type', () => {
    render(
      <>
        <Button variant="secondary">Cancel</Button>
        <Button variant="link" type="submit" block>
          More
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('ui-button--secondary');
    const link = screen.getByRole('button', { name: 'More' });
    expect(link).toHaveClass('ui-button--link', 'ui-button--block');
    expect(link).toHaveAttribute('type', 'submit');
  });

  it('is disabled and busy while busy, and ignores taps', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ignores taps when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Submit
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });
});
