import './ui.css';

export type SpinnerSize = 18 | 20 | 28 | 32;

/**
 * A decorative spinner: the busy state itself is announced by the surrounding control or text.
 * Sized by class, not a style attribute: prerendered pages carry no inline styles (CSP).
 */
export function Spinner({ size = 20 }: { size?: SpinnerSize }) {
  return <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />;
}
