import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, groupThousands } from '../../../src/i18n/format';
import { decimalText, parseDecimal, roundDecimal, shiftDecimal } from '../../../src/lib/decimal';

// Edges of the money reading and formatting rules (SPEC 1: server amounts are minor units, shown
// divided by 100 to 2 decimals; SPEC 9: thousands grouped in threes with a dot), each expected
// value worked out by hand.
describe('money in minor units: edges', () => {
  it.each([
    ['000123', '1.23'],
    ['0001', '0.01'],
    ['100', '1.00'],
    ['.5', '0.01'],
    ['5.', '0.05'],
    ['+250', '2.50'],
    ['99.5', '1.00'],
    ['999.5', '10.00'],
    ['99994.9', '999.95'],
    ['-99.5', '-1.00'],
    ['-0.4', '0.00'],
    ['-0', '0.00'],
    ['12E2', '12.00'],
    ['5e-1', '0.01'],
    ['1e-3', '0.00'],
    // Rounding carries through more digits than a float holds.
    ['1234567890123456789.5', '12345678901234567.90'],
    ['99999999999999999999.5', '1000000000000000000.00'],
  ])('shows %j as %j', (value, expected) => {
    expect(formatMinor(value)).toBe(expected);
  });

  it('reads an exponent up to 400 and no further, either way', () => {
    expect(formatMinor('1e400')).toBe(`1${'0'.repeat(398)}.00`);
    expect(formatMinor('1e401')).toBe('1e401');
    expect(formatMinor('1e-400')).toBe('0.00');
    expect(formatMinor('1e-401')).toBe('1e-401');
  });

  it.each(['.', '-', '+', '-.', 'e5', '1e', '1..2', '1.2.3', '1-2', '٣', 'x1.00', '1.00x'])('shows the non-number %j as it came', (value) => {
    expect(formatMinor(value)).toBe(value);
    expect(formatMoney(value, 'es')).toBe(value);
  });

  it.each([
    ['1.00 MXN', 'es', '1.00 MXN'],
    ['$1.00', 'es', '$1.00'],
    ['-', 'en', '-'],
    [true, 'es', 'true'],
    [undefined, 'es', ''],
    [1, 'en', '₱0.01'],
    [-1, 'es', '-$0.01'],
    [123456789, 'es', '$1234567.89'],
  ] as const)('formatMoney(%j, %s) is %j', (value, lang, expected) => {
    expect(formatMoney(value, lang)).toBe(expected);
  });

  it('groups thousands with a dot, the fraction after a comma, rounding only when asked', () => {
    expect(groupThousands(1234.567, -1)).toBe('1.235');
    expect(groupThousands(1234.567, 1.9)).toBe('1.234,6');
    expect(groupThousands('999999.5', 0)).toBe('1.000.000');
    expect(groupThousands('-1234.5')).toBe('-1.234,5');
    expect(groupThousands('-0.001', 2)).toBe('0,00');
    expect(groupThousands('100')).toBe('100');
    expect(groupThousands('1000')).toBe('1.000');
    expect(groupThousands('abc')).toBe('abc');
    expect(groupThousands(null)).toBe('');
  });
});

describe('exact decimals', () => {
  it('reads numbers and decimal text into sign, integer and fraction digits', () => {
    expect(parseDecimal('007.50')).toEqual({ negative: false, int: '7', frac: '50' });
    expect(parseDecimal(' -0.0 ')).toEqual({ negative: false, int: '0', frac: '0' });
    expect(parseDecimal('-12.5e1')).toEqual({ negative: true, int: '125', frac: '' });
    expect(parseDecimal('1.5e-2')).toEqual({ negative: false, int: '0', frac: '015' });
    expect(parseDecimal(-3)).toEqual({ negative: true, int: '3', frac: '' });
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseDecimal(10n)).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });

  it('shifts, rounds half away from zero, and writes them back', () => {
    const d = { negative: false, int: '12', frac: '345' };
    expect(shiftDecimal(d, 2)).toEqual({ negative: false, int: '1234', frac: '5' });
    expect(shiftDecimal(d, -3)).toEqual({ negative: false, int: '0', frac: '012345' });
    expect(shiftDecimal(d, 5)).toEqual({ negative: false, int: '1234500', frac: '' });
    expect(roundDecimal(d, 2)).toEqual({ negative: false, int: '12', frac: '35' });
    expect(roundDecimal(d, 1)).toEqual({ negative: false, int: '12', frac: '3' });
    expect(roundDecimal(d, 0)).toEqual({ negative: false, int: '12', frac: '' });
    expect(roundDecimal(d, 4)).toEqual({ negative: false, int: '12', frac: '3450' });
    expect(roundDecimal({ negative: true, int: '9', frac: '96' }, 1)).toEqual({ negative: true, int: '10', frac: '0' });
    expect(roundDecimal({ negative: true, int: '0', frac: '004' }, 2)).toEqual({ negative: false, int: '0', frac: '00' });
    expect(decimalText({ negative: true, int: '3', frac: '25' })).toBe('-3.25');
    expect(decimalText({ negative: false, int: '3', frac: '25' }, ',')).toBe('3,25');
    expect(decimalText({ negative: false, int: '3', frac: '' })).toBe('3');
  });
});
