import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currencySign, formatMinor, formatMoney } from '../../../src/i18n/format';
import { perCase } from '../../helpers/budget';

const RUNS = { numRuns: 1000 };
const MONEY = /^-?\d+\.\d{2}$/;

// Exact reference for integer minor units, by BigInt arithmetic.
function minorReference(n: bigint): string {
  const abs = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

describe('currencySign', { timeout: perCase(1000) }, () => {
  it('is $ for Spanish and the peso sign for English', () => {
    expect(currencySign('es')).toBe('$');
    expect(currencySign('en')).toBe('₱');
  });
});

describe('formatMinor', { timeout: perCase(1000) }, () => {
  it.each([
    [12345, '123.45'],
    ['12345', '123.45'],
    [' 500 ', '5.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-150, '-1.50'],
    [-0, '0.00'],
    [0.5, '0.01'],
    [-0.4, '0.00'],
    ['1e3', '10.00'],
    [1e21, '10000000000000000000.00'],
    ['123456789012345678901', '1234567890123456789.01'],
  ])('formats %j as %j', (value, expected) => {
    expect(formatMinor(value)).toBe(expected);
  });

  it.each([
    ['abc', 'abc'],
    ['--', '--'],
    ['', ''],
    ['0x10', '0x10'],
    ['Infinity', 'Infinity'],
    [Number.NaN, 'NaN'],
    [null, ''],
    [undefined, ''],
    [true, 'true'],
  ])('shows the non-numeric %j unchanged as %j', (value, expected) => {
    expect(formatMinor(value)).toBe(expected);
  });

  it('divides any integer amount by 100 exactly, as number or text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => {
        expect(formatMinor(n.toString())).toBe(minorReference(n));
        if (n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER)) {
          expect(formatMinor(Number(n))).toBe(minorReference(n));
        }
      }),
      RUNS,
    );
  });

  it('gives the same text for a number and its string, within half a cent of value/100', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (x) => {
        const text = formatMinor(x);
        expect(text).toMatch(MONEY);
        expect(formatMinor(String(x))).toBe(text);
        expect(Math.abs(Number(text) - x / 100)).toBeLessThanOrEqual(0.005 + Math.abs(x) * 1e-15);
      }),
      RUNS,
    );
  });

  it('either formats a string as money or leaves it exactly as it was', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 12 }), (s) => {
        const text = formatMinor(s);
        expect(MONEY.test(text) || text === s).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('formatMoney', { timeout: perCase(1000) }, () => {
  it.each([
    [12345, 'es', '$123.45'],
    [12345, 'en', '₱123.45'],
    ['100', 'es', '$1.00'],
    [-150, 'es', '-$1.50'],
    [-150, 'en', '-₱1.50'],
    ['n/a', 'es', 'n/a'],
    [null, 'en', ''],
  ] as const)('formats %j in %s as %j', (value, lang, expected) => {
    expect(formatMoney(value, lang)).toBe(expected);
  });

  it('is formatMinor with the language sign after any minus', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.string({ maxLength: 8 })),
        fc.constantFrom('es' as const, 'en' as const),
        (value, lang) => {
          const plain = formatMinor(value);
          const money = formatMoney(value, lang);
          if (!MONEY.test(plain)) expect(money).toBe(plain);
          else expect(money.replace(currencySign(lang), '')).toBe(plain);
          if (MONEY.test(plain)) expect(money.startsWith(plain.startsWith('-') ? `-${currencySign(lang)}` : currencySign(lang))).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
