import type { Lang } from './define';
import { decimalText, parseDecimal, roundDecimal, shiftDecimal } from '../lib/decimal';

/** Currency sign by language flag: type=2 (Spanish) '$', type=1 (English) the peso sign. */
export function currencySign(lang: Lang): string {
  return lang === 'en' ? '₱' : '$';
}

/** A value shown as it came: text of it, null and undefined as ''. */
export const unchanged = (value: unknown): string => (value == null ? '' : String(value));

/**
 * Server amounts are minor units: divide by 100 and show two decimals (exact decimal arithmetic,
 * half away from zero). A number or a plain decimal string counts as numeric (surrounding spaces
 * ignored); anything else, including hex text or 'Infinity', is shown unchanged (null as '').
 */
export function formatMinor(value: unknown): string {
  const d = parseDecimal(value);
  if (!d) return unchanged(value);
  return decimalText(roundDecimal(shiftDecimal(d, -2), 2));
}

/**
 * A money amount in minor units with the language's currency sign; a negative amount puts the
 * minus before the sign ('-$1.50'). Non-numeric values are shown unchanged, with no sign.
 */
export function formatMoney(value: unknown, lang: Lang): string {
  const text = formatMinor(value);
  if (!/^-?\d+\.\d{2}$/.test(text)) return text;
  return text.startsWith('-') ? `-${currencySign(lang)}${text.slice(1)}` : `${currencySign(lang)}${text}`;
}

/**
 * Groups the integer part in threes with a dot: 1234567 -> '1.234.567'. Because the dot groups,
 * a fractional part follows a comma ('1234.5' -> '1.234,5'), digits kept as written unless
 * `fractionDigits` asks to round (half away from zero). A minus sign stays in front ('-1.234').
 * Non-numeric values (see formatMinor) are shown unchanged.
 */
export function groupThousands(value: unknown, fractionDigits?: number): string {
  const parsed = parseDecimal(value);
  if (!parsed) return unchanged(value);
  const d = fractionDigits === undefined ? parsed : roundDecimal(parsed, Math.max(0, Math.floor(fractionDigits)));
  const int = d.int.replace(/\B(?=(\d{3})+$)/g, '.');
  return (d.negative ? '-' : '') + int + (d.frac === '' ? '' : `,${d.frac}`);
}
