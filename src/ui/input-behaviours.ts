export type InputBehaviour = 'bankCard' | 'phone' | 'number';

export const PHONE_MAX_DIGITS = 11;

/** Keeps the ASCII digits of `raw`, at most `maxDigits` of them when a cap is given. */
export function digitsOnly(raw: string, maxDigits?: number): string {
  const digits = raw.replace(/\D/g, '');
  return maxDigits === undefined || maxDigits < 0 ? digits : digits.slice(0, maxDigits);
}

/** Bank card: digits only, in blocks of 4 joined by single spaces ("6222 0212 3456 7"). */
export function formatBankCard(raw: string, maxDigits?: number): string {
  return (digitsOnly(raw, maxDigits).match(/\d{1,4}/g) ?? []).join(' ');
}

/** Phone: digits only, at most 11, grouped 3-4-4 with spaces ("138 1234 5678"). */
export function formatPhone(raw: string, maxDigits: number = PHONE_MAX_DIGITS): string {
  const cap = maxDigits >= 0 ? Math.min(maxDigits, PHONE_MAX_DIGITS) : PHONE_MAX_DIGITS;
  const digits = digitsOnly(raw, cap);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter((part) => part !== '').join(' ');
}

/** Number: digits only. */
export function formatNumber(raw: string, maxDigits?: number): string {
  return digitsOnly(raw, maxDigits);
}

/** Applies a field behaviour; `maxDigits` caps the digits typed, not the spaces added between groups. */
export function applyBehaviour(behaviour: InputBehaviour, raw: string, maxDigits?: number): string {
  switch (behaviour) {
    case 'bankCard':
      return formatBankCard(raw, maxDigits);
    case 'phone':
      return formatPhone(raw, maxDigits);
    case 'number':
      return formatNumber(raw, maxDigits);
  }
}

/**
 * Where the caret belongs after formatting: just after the same count of digits that stood
 * before it in the raw text, so typing in the middle of "1234 5678" does not jump to the end.
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted.charAt(i)) && ++seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
