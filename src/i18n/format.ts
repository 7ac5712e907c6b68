import type { Lang } from './define';

/** Currency sign by language flag: type=2 (Spanish) '$', type=1 (English) the peso sign. */
export function currencySign(lang: Lang): string {
  return lang === 'en' ? '₱' : '$';
}

/**
 * Server amounts are minor units: divide by 100 and show two decimals.
 * A value that is not numeric is shown unchanged (as text).
 */
export function formatMinor(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return (value / 100).toFixed(2);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return (Number(value) / 100).toFixed(2);
  }
  return value == null ? '' : String(value);
}

/** A money amount in minor units with the language's currency sign (non-numeric values unchanged). */
export function formatMoney(value: unknown, lang: Lang): string {
  const text = formatMinor(value);
  return text !== '' && /^-?\d+\.\d{2}$/.test(text) ? `${currencySign(lang)}${text}` : text;
}
