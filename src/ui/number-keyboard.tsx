import type { MouseEvent } from 'react';
import { useI18n } from '../i18n';
import './ui.css';

export type KeyboardKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'delete';

/**
 * The value after a key press. A second '.' is ignored and a leading '.' becomes "0.", so the
 * keyboard cannot build a malformed amount; `maxLength` caps the text.
 */
export function applyKey(value: string, key: KeyboardKey, maxLength?: number): string {
  if (key === 'delete') return value.slice(0, -1);
  if (maxLength !== undefined && value.length >= maxLength) return value;
  if (key === '.') {
    if (value.includes('.')) return value;
    return value === '' ? '0.' : `${value}.`;
  }
  return value + key;
}

export interface NumberKeyboardProps {
  value: string;
  onChange: (value: string) => void;
  onConfirm: () => void;
  onHide: () => void;
  maxLength?: number;
}

const ROWS: KeyboardKey[][] = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
  ['.', '0'],
];

// Keeps focus (and the caret) on the field the keyboard types into when a key is tapped.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The on-screen number keyboard: 0-9 and '.', delete, confirm (disabled while empty) and hide. */
export function NumberKeyboard({ value, onChange, onConfirm, onHide, maxLength }: NumberKeyboardProps) {
  const { t } = useI18n();
  const press = (key: KeyboardKey) => onChange(applyKey(value, key, maxLength));
  return (
    <div className="ui-keyboard" role="group" aria-label={t('ui.keyboard')} onMouseDown={keepFocus}>
      <div className="ui-keyboard__keys">
        {ROWS.flat().map((key) => (
          <button
            key={key}
            type="button"
            className="ui-keyboard__key"
            aria-label={key === '.' ? t('ui.decimalPoint') : undefined}
            onClick={() => press(key)}
          >
            {key}
          </button>
        ))}
        <button type="button" className="ui-keyboard__key ui-keyboard__key--fn" aria-label={t('ui.hideKeyboard')} onClick={onHide}>
          <span aria-hidden="true">⌄</span>
        </button>
      </div>
      <div className="ui-keyboard__side">
        <button type="button" className="ui-keyboard__key ui-keyboard__key--fn" aria-label={t('ui.backspace')} onClick={() => press('delete')}>
          <span aria-hidden="true">⌫</span>
        </button>
        <button type="button" className="ui-keyboard__confirm" disabled={value === ''} onClick={onConfirm}>
          {t('ui.ok')}
        </button>
      </div>
    </div>
  );
}
