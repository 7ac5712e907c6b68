/** An exact decimal number as text parts: `int` has no leading zeros (at least '0'), `frac` is as long as needed. */
export interface Decimal {
  negative: boolean;
  int: string;
  frac: string;
}

// Plain decimal notation only (an exponent is fine): hex, binary, 'Infinity', '1_000' are not numbers here.
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
// Beyond this an exponent is not an amount anyone sends; refusing it keeps the digit strings small.
const MAX_EXPONENT = 400;

function build(negative: boolean, digits: string, point: number): Decimal {
  let all = digits;
  let at = point;
  if (at < 0) {
    all = '0'.repeat(-at) + all;
    at = 0;
  }
  if (at > all.length) all += '0'.repeat(at - all.length);
  const int = all.slice(0, at).replace(/^0+/, '') || '0';
  const frac = all.slice(at);
  return { negative: negative && /[1-9]/.test(all), int, frac };
}

/**
 * Reads a finite number or a decimal string (surrounding whitespace ignored) exactly, without
 * floating-point rounding; anything else gives null.
 */
export function parseDecimal(value: unknown): Decimal | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const sign = m[1] ?? '';
  const intDigits = m[2] ?? '';
  const fracDigits = m[3] ?? '';
  if (intDigits === '' && fracDigits === '') return null;
  const exp = m[4] === undefined ? 0 : Number(m[4]);
  if (Math.abs(exp) > MAX_EXPONENT) return null;
  return build(sign === '-', intDigits + fracDigits, intDigits.length + exp);
}

/** Multiplies by 10^places exactly (negative places divide). */
export function shiftDecimal(d: Decimal, places: number): Decimal {
  return build(d.negative, d.int + d.frac, d.int.length + places);
}

function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return '1' + out.join('');
}

/** Rounds to exactly `places` fraction digits, half away from zero. */
export function roundDecimal(d: Decimal, places: number): Decimal {
  const frac = d.frac.padEnd(places + 1, '0');
  let digits = d.int + frac.slice(0, places);
  if ((frac[places] ?? '0') >= '5') digits = increment(digits);
  return build(d.negative, digits, digits.length - places);
}

/** Plain text of a decimal: optional '-', integer digits, and '.' plus fraction digits when there are any. */
export function decimalText(d: Decimal, point = '.'): string {
  return (d.negative ? '-' : '') + d.int + (d.frac === '' ? '' : point + d.frac);
}
