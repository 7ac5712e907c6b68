import type { ComponentPropsWithRef } from 'react';
import { Spinner } from './spinner';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** While busy the button is disabled and says so (aria-busy): repeat taps do nothing. */
  busy?: boolean;
  /** Full width, the usual form submit on a phone screen. */
  block?: boolean;
}

export function Button({ variant = 'primary', busy = false, block = false, disabled, type = 'button', className, children, ...rest }: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, block && 'ui-button--block', className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <Spinner size={18} />}
      {children}
    </button>
  );
}
