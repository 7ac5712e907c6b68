import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { applyBehaviour, caretAfterFormat, type InputBehaviour } from './input-behaviours';
import './ui.css';

export interface FieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error; when present the input is marked invalid and described by it. */
  error?: ReactNode;
  /** Formats what is typed; with a behaviour, `maxLength` caps the digits (group spaces do not count). */
  behaviour?: InputBehaviour;
  onValueChange?: (value: string) => void;
}

const behaviourAttrs: Record<InputBehaviour, ComponentPropsWithRef<'input'>> = {
  bankCard: { inputMode: 'numeric', autoComplete: 'cc-number' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  number: { inputMode: 'numeric' },
};

/**
 * A labelled input. Works controlled (`value` + `onChange`/`onValueChange`) and with
 * react-hook-form's `register` (the formatted text is written back to the input before `onChange`).
 */
export function Field({ label, hint, error, behaviour, onValueChange, onChange, maxLength, id, className, ...rest }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [rest['aria-describedby'], hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (behaviour) {
      const input = event.target;
      const raw = input.value;
      const formatted = applyBehaviour(behaviour, raw, maxLength);
      if (formatted !== raw) {
        const start = input.selectionStart;
        input.value = formatted;
        // Inputs without a text selection (type="number") have a null selectionStart and would throw.
        if (start !== null) {
          const caret = caretAfterFormat(raw, start, formatted);
          input.setSelectionRange(caret, caret);
        }
      }
    }
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <div className={['ui-field', hasError && 'ui-field--invalid', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        className="ui-field__input"
        {...(behaviour ? behaviourAttrs[behaviour] : { type: 'text' })}
        {...rest}
        id={inputId}
        maxLength={behaviour ? undefined : maxLength}
        onChange={handleChange}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {hasError && (
        <p className="ui-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
