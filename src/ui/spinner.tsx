import './ui.css';

/** A decorative spinner: the busy state itself is announced by the surrounding control or text. */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span className="ui-spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}
