import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './ui.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose?: () => void;
  children?: ReactNode;
  /** Id of an element inside the modal that names it, when the title alone is not the name. */
  labelledBy?: string;
  className?: string;
  /**
   * Gets focus on close when the ref holds an element then: for a modal whose opener is replaced
   * while it is open, the control that takes its place. Otherwise focus goes back to what had it
   * when the modal opened.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

const isGroupedRadio = (el: unknown): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '';

/** One tab stop: a radio group is a single stop in the tab order, whichever radio has focus. */
function sameStop(active: Element | null, stop: HTMLElement): boolean {
  return active === stop || (isGroupedRadio(active) && isGroupedRadio(stop) && active.name === stop.name && active.form === stop.form);
}

/** Focuses a tab stop where Tab would land on it: the checked radio of a group, if any. */
function focusStop(stop: HTMLElement, root: HTMLElement) {
  const checked = isGroupedRadio(stop) ? focusables(root).find((el) => isGroupedRadio(el) && el.checked && sameStop(el, stop)) : undefined;
  (checked ?? stop).focus();
}

/** A modal dialog: focus moves in on open, stays inside while open and goes back on close. */
export function Modal({ open, title, onClose, children, labelledBy, className, returnFocusTo }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusables(dialog)[0] ?? dialog).focus();
    return () => {
      // Read at close on purpose: the element rendered then, not the one (if any) at open.
      const target = returnFocusTo?.current ?? previous; // eslint-disable-line react-hooks/exhaustive-deps -- see above
      if (target?.isConnected) target.focus();
    };
  }, [open, returnFocusTo]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof Node && dialogRef.current.contains(active);
    if (event.shiftKey && (sameStop(active, first) || !inside || active === dialogRef.current)) {
      event.preventDefault();
      focusStop(last, dialogRef.current);
    } else if (!event.shiftKey && (sameStop(active, last) || !inside)) {
      event.preventDefault();
      focusStop(first, dialogRef.current);
    }
  };

  return createPortal(
    <div className="ui-modal-backdrop">
      <div
        ref={dialogRef}
        className={className ? `ui-modal ${className}` : 'ui-modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy ?? titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 className="ui-modal__title" id={titleId}>
          {title}
        </h2>
        <div className="ui-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
