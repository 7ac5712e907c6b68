import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyBehaviour, caretAfterFormat, digitsOnly, formatBankCard, formatNumber, formatPhone } from '../../../src/ui/input-behaviours';
import { perCase } from '../../helpers/budget';

const runs = { numRuns: 1000 };
// Mixed input: ASCII digits, spaces, dashes, letters, full-width digits and arbitrary text.
const messy = fc.oneof(
  fc.string(),
  fc.array(fc.constantFrom('0', '1', '5', '9', ' ', '-', 'a', '１', '.', '+'), { maxLength: 40 }).map((a) => a.join('')),
);
const onlyDigitsAndSpaces = /^[0-9 ]*$/;
const cleanSpacing = (s: string) => !s.startsWith(' ') && !s.endsWith(' ') && !s.includes('  ');

describe('examples', { timeout: perCase(1000) }, () => {
  it('formats a bank card in blocks of 4', () => {
    expect(formatBankCard('6222-0212 3456x7890123')).toBe('6222 0212 3456 7890 123');
    expect(formatBankCard('1234')).toBe('1234');
    expect(formatBankCard('12345')).toBe('1234 5');
    expect(formatBankCard('abc')).toBe('');
    expect(formatBankCard('1234 5678 9012', 10)).toBe('1234 5678 90');
  });

  it('formats a phone 3-4-4 and caps it at 11 digits', () => {
    expect(formatPhone('13812345678')).toBe('138 1234 5678');
    expect(formatPhone('138-1234-5678-99')).toBe('138 1234 5678');
    expect(formatPhone('138')).toBe('138');
    expect(formatPhone('1381')).toBe('138 1');
    expect(formatPhone('1381234')).toBe('138 1234');
    expect(formatPhone('13812345')).toBe('138 1234 5');
    expect(formatPhone('13812345678', 5)).toBe('138 12');
    expect(formatPhone('13812345678', 20)).toBe('138 1234 5678');
  });

  it('keeps digits only for a number', () => {
    expect(formatNumber('1,200.50 $')).toBe('120050');
    expect(digitsOnly('a1b2c3', 2)).toBe('12');
    expect(applyBehaviour('number', '12ab3')).toBe('123');
    expect(applyBehaviour('phone', '1 3 8 1')).toBe('138 1');
    expect(applyBehaviour('bankCard', '123456')).toBe('1234 56');
  });

  it('puts the caret after the same digit it followed before formatting', () => {
    expect(caretAfterFormat('12345', 5, '1234 5')).toBe(6);
    expect(caretAfterFormat('1234 95678', 6, '1234 9567 8')).toBe(6);
    expect(caretAfterFormat('x12', 1, '12')).toBe(0);
    expect(caretAfterFormat('138 1234', 3, '138 1234')).toBe(3);
  });
});

describe('bank card behaviour', { timeout: perCase(1000) }, () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(messy, (s) => formatBankCard(formatBankCard(s)) === formatBankCard(s)),
      runs,
    );
  });
  it('keeps only digits and single spaces, and every digit in order', () => {
    fc.assert(
      fc.property(messy, (s) => {
        const out = formatBankCard(s);
        expect(out).toMatch(onlyDigitsAndSpaces);
        expect(cleanSpacing(out)).toBe(true);
        expect(out.replace(/ /g, '')).toBe(s.replace(/[^0-9]/g, ''));
      }),
      runs,
    );
  });
  it('groups by 4 with only the last group shorter', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,30}$/), (s) => {
        const groups = formatBankCard(s).split(' ');
        groups.slice(0, -1).forEach((g) => expect(g).toHaveLength(4));
        expect(groups.at(-1)!.length).toBeGreaterThanOrEqual(1);
        expect(groups.at(-1)!.length).toBeLessThanOrEqual(4);
      }),
      runs,
    );
  });
  it('caps the digits when asked', () => {
    fc.assert(
      fc.property(messy, fc.nat(25), (s, cap) => {
        const digits = formatBankCard(s, cap).replace(/ /g, '');
        expect(digits.length).toBeLessThanOrEqual(cap);
        expect(s.replace(/[^0-9]/g, '').startsWith(digits)).toBe(true);
      }),
      runs,
    );
  });
});

describe('phone behaviour', { timeout: perCase(1000) }, () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(messy, (s) => formatPhone(formatPhone(s)) === formatPhone(s)),
      runs,
    );
  });
  it('keeps at most 11 digits, the first ones typed, with clean spacing', () => {
    fc.assert(
      fc.property(messy, (s) => {
        const out = formatPhone(s);
        expect(out).toMatch(onlyDigitsAndSpaces);
        expect(cleanSpacing(out)).toBe(true);
        expect(out.replace(/ /g, '')).toBe(s.replace(/[^0-9]/g, '').slice(0, 11));
        expect(out.length).toBeLessThanOrEqual(13);
      }),
      runs,
    );
  });
  it('groups 3-4-4', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,20}$/), (s) => {
        const lengths = formatPhone(s)
          .split(' ')
          .map((g) => g.length);
        const full = [3, 4, 4];
        lengths.slice(0, -1).forEach((n, i) => expect(n).toBe(full[i]));
        expect(lengths.length).toBeLessThanOrEqual(3);
        expect(lengths.at(-1)!).toBeLessThanOrEqual(full[lengths.length - 1]!);
      }),
      runs,
    );
  });
});

describe('number behaviour', { timeout: perCase(1000) }, () => {
  it('is idempotent and keeps every digit, nothing else', () => {
    fc.assert(
      fc.property(messy, (s) => {
        const out = formatNumber(s);
        expect(formatNumber(out)).toBe(out);
        expect(out).toMatch(/^[0-9]*$/);
        expect(out).toBe(s.replace(/[^0-9]/g, ''));
      }),
      runs,
    );
  });
  it('caps the digits when asked', () => {
    fc.assert(
      fc.property(messy, fc.nat(15), (s, cap) => {
        expect(formatNumber(s, cap).length).toBeLessThanOrEqual(cap);
      }),
      runs,
    );
  });
});

describe('caret', { timeout: perCase(1000) }, () => {
  it('lands within the formatted text, after as many digits as stood before it', () => {
    fc.assert(
      fc.property(messy, fc.nat(50), (raw, at) => {
        const caret = Math.min(at, raw.length);
        const formatted = formatBankCard(raw);
        const pos = caretAfterFormat(raw, caret, formatted);
        expect(pos).toBeGreaterThanOrEqual(0);
        expect(pos).toBeLessThanOrEqual(formatted.length);
        expect(formatted.slice(0, pos).replace(/ /g, '')).toBe(raw.slice(0, caret).replace(/[^0-9]/g, ''));
      }),
      runs,
    );
  });
});
