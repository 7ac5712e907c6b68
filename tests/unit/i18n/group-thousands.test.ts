import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupThousands } from '../../../src/i18n/format';
import { perCase } from '../../helpers/budget';

const RUNS = { numRuns: 1000 };
const GROUPED = /^-?\d{1,3}(\.\d{3})*(,\d+)?$/;

describe('groupThousands', { timeout: perCase(1000) }, () => {
  it.each([
    [1234567, '1.234.567'],
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [100000, '100.000'],
    [-1234567, '-1.234.567'],
    [1234.5, '1.234,5'],
    ['1234.50', '1.234,50'],
    ['0012345', '12.345'],
    ['-0', '0'],
    [1e21, '1.000.000.000.000.000.000.000'],
    [5e-7, '0,0000005'],
  ])('groups %j as %j', (value, expected) => {
    expect(groupThousands(value)).toBe(expected);
  });

  it.each([
    [1234.567, 2, '1.234,57'],
    [-1234.565, 2, '-1.234,57'],
    ['999.995', 2, '1.000,00'],
    [1234567.4, 0, '1.234.567'],
  ] as const)('rounds %j to %i decimals as %j', (value, digits, expected) => {
    expect(groupThousands(value, digits)).toBe(expected);
  });

  it.each([
    ['abc', 'abc'],
    ['', ''],
    ['1,5', '1,5'],
    [null, ''],
    [undefined, ''],
  ])('shows the non-numeric %j unchanged as %j', (value, expected) => {
    expect(groupThousands(value)).toBe(expected);
  });

  it('puts a dot before every third digit from the right of any integer and changes nothing else', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), (n) => {
        const text = groupThousands(n.toString());
        expect(text).toMatch(/^-?\d{1,3}(\.\d{3})*$/);
        expect(text.replace(/\./g, '')).toBe(n.toString());
      }),
      RUNS,
    );
  });

  it('keeps the exact value of any finite number (integer part grouped, fraction after a comma)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const text = groupThousands(x);
        expect(text).toMatch(GROUPED);
        const plain = text.replace(/\./g, '').replace(',', '.');
        expect(Number(plain)).toBe(x === 0 ? 0 : x);
      }),
      RUNS,
    );
  });

  it('with fractionDigits always shows exactly that many decimals', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 6 }), (x, digits) => {
        const text = groupThousands(x, digits);
        const frac = text.split(',')[1] ?? '';
        expect(frac.length).toBe(digits);
        expect(Math.abs(Number(text.replace(/\./g, '').replace(',', '.')) - x)).toBeLessThanOrEqual(0.5 * 10 ** -digits + Math.abs(x) * 1e-15);
      }),
      RUNS,
    );
  });
});
