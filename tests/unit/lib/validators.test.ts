import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addComplaintImage,
  canAddComplaintImage,
  capLength,
  checkComplaintText,
  firstRegisterError,
  firstSmsRequestError,
  isCalculatorAmount,
  isCaptcha,
  isComplaintImageCountValid,
  isContactComplete,
  isRatingGiven,
  isRegistrationPhone,
  isRepaymentSmsCode,
  isSmsCode,
} from '../../../src/lib/validators';
import { perCase } from '../../helpers/budget';

const RUNS = { numRuns: 1000 };
const text = (maxLength = 30) => fc.string({ unit: 'grapheme', maxLength });

describe('registration phone', { timeout: perCase(1000) }, () => {
  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['12812345678', false],
    ['23812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['1381234567a', false],
    ['', false],
  ])('%j -> %s', (value, ok) => expect(isRegistrationPhone(value)).toBe(ok));

  it('accepts exactly 11 digits starting with 1 then 3-9', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789a '.split('')), maxLength: 13 }), (s) => {
        const expected = s.length === 11 && /^\d+$/.test(s) && s[0] === '1' && Number(s[1]) >= 3;
        return isRegistrationPhone(s) === expected;
      }),
      RUNS,
    );
  });

  it('accepts every generated valid number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (s) => isRegistrationPhone(s)),
      RUNS,
    );
  });
});

describe('codes', { timeout: perCase(1000) }, () => {
  it.each([
    ['ab12', true, true],
    ['a', true, true],
    ['abcde', false, true],
    ['', false, false],
    ['   ', false, false],
    ['123456', false, true],
    ['1234567', false, false],
  ])('%j: captcha %s, sms code %s', (value, captcha, sms) => {
    expect(isCaptcha(value)).toBe(captcha);
    expect(isSmsCode(value)).toBe(sms);
  });

  it('captcha is 1-4 characters, SMS code 1-6, neither blank', () => {
    fc.assert(
      fc.property(text(10), (s) => {
        const blank = s.trim() === '';
        return isCaptcha(s) === (!blank && s.length <= 4) && isSmsCode(s) === (!blank && s.length <= 6);
      }),
      RUNS,
    );
  });

  it('repayment SMS code needs at least 6 characters', () => {
    expect(isRepaymentSmsCode('123456')).toBe(true);
    expect(isRepaymentSmsCode('1234567')).toBe(true);
    expect(isRepaymentSmsCode('12345')).toBe(false);
    expect(isRepaymentSmsCode(' 12345 ')).toBe(false);
    fc.assert(
      fc.property(text(12), (s) => isRepaymentSmsCode(s) === s.trim().length >= 6),
      RUNS,
    );
  });
});

describe('check order', { timeout: perCase(1000) }, () => {
  const valid = { phone: '13812345678', captcha: 'ab12', smsCode: '123456' };

  it('checks phone, then captcha, then SMS code', () => {
    expect(firstRegisterError(valid)).toBeNull();
    expect(firstRegisterError({ phone: '1', captcha: '', smsCode: '' })).toBe('phone');
    expect(firstRegisterError({ ...valid, captcha: '', smsCode: '' })).toBe('captcha');
    expect(firstRegisterError({ ...valid, smsCode: '' })).toBe('smsCode');
    expect(firstSmsRequestError({ phone: '', captcha: '' })).toBe('phone');
    expect(firstSmsRequestError({ phone: valid.phone, captcha: '' })).toBe('captcha');
    expect(firstSmsRequestError(valid)).toBeNull();
  });

  it('reports the first failing rule for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(valid.phone), text(12)), text(6), text(8), (phone, captcha, smsCode) => {
        const expected = !isRegistrationPhone(phone) ? 'phone' : !isCaptcha(captcha) ? 'captcha' : !isSmsCode(smsCode) ? 'smsCode' : null;
        return (
          firstRegisterError({ phone, captcha, smsCode }) === expected &&
          firstSmsRequestError({ phone, captcha }) === (expected === 'smsCode' ? null : expected)
        );
      }),
      RUNS,
    );
  });
});

describe('complaint text', { timeout: perCase(1000) }, () => {
  it('needs text after trimming and at most 200 characters', () => {
    expect(checkComplaintText('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkComplaintText('x'.repeat(201))).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkComplaintText('x'.repeat(200))).toEqual({ ok: true, value: 'x'.repeat(200) });
    fc.assert(
      fc.property(fc.string({ maxLength: 220 }), (s) => {
        const r = checkComplaintText(s);
        if (s.trim() === '') return !r.ok && r.reason === 'empty';
        return s.length > 200 ? !r.ok && r.reason === 'tooLong' : r.ok && r.value === s;
      }),
      RUNS,
    );
  });
});

describe('contact, calculator, rating, images', { timeout: perCase(1000) }, () => {
  it('contact form needs all four fields', () => {
    const full = { name: 'Ana', phone: '5512345678', email: 'a@b.mx', remark: 'Hola' };
    expect(isContactComplete(full)).toBe(true);
    expect(isContactComplete({ ...full, remark: ' ' })).toBe(false);
    fc.assert(
      fc.property(fc.record({ name: text(4), phone: text(4), email: text(4), remark: text(4) }), (form) => {
        return isContactComplete(form) === Object.values(form).every((v) => v.trim() !== '');
      }),
      RUNS,
    );
  });

  it('calculator amount is digits only', () => {
    expect(isCalculatorAmount('5000')).toBe(true);
    expect(isCalculatorAmount('50.5')).toBe(false);
    expect(isCalculatorAmount('')).toBe(false);
    expect(isCalculatorAmount('-5')).toBe(false);
    expect(isCalculatorAmount('٥')).toBe(false);
    fc.assert(
      fc.property(text(8), (s) => isCalculatorAmount(s) === (s.length > 0 && [...s].every((c) => c >= '0' && c <= '9'))),
      RUNS,
    );
  });

  it('rating needs one to five whole stars', () => {
    expect([0, 1, 3, 5, 6, 2.5, Number.NaN].map(isRatingGiven)).toEqual([false, true, true, true, false, false, false]);
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10 }), (n) => isRatingGiven(n) === (n >= 1 && n <= 5)),
      RUNS,
    );
  });

  it('complaint images stop at 9', () => {
    expect(canAddComplaintImage(8)).toBe(true);
    expect(canAddComplaintImage(9)).toBe(false);
    expect(isComplaintImageCountValid(9)).toBe(true);
    expect(isComplaintImageCountValid(10)).toBe(false);
    fc.assert(
      fc.property(fc.array(fc.webUrl(), { maxLength: 12 }), (urls) => {
        const list = urls.reduce<readonly string[]>((acc, url) => addComplaintImage(acc, url), []);
        return list.length === Math.min(urls.length, 9) && list.every((u, i) => u === urls[i]) && isComplaintImageCountValid(list.length);
      }),
      RUNS,
    );
  });
});

describe('capLength', { timeout: perCase(1000) }, () => {
  it.each([
    ['13812345678999', 11, '13812345678'],
    ['abc', 4, 'abc'],
    ['abcd', 0, ''],
    ['abcd', -1, ''],
    ['ab😀', 3, 'ab'],
    ['ab😀', 4, 'ab😀'],
    ['abc', Infinity, 'abc'],
    ['abc', Number.NaN, ''],
  ])('caps %j at %s as %j', (value, max, expected) => expect(capLength(value, max)).toBe(expected));

  it('gives the longest prefix within max that does not split a surrogate pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), fc.integer({ min: 0, max: 40 }), (s, max) => {
        const out = capLength(s, max);
        const splitsPair = /[\uD800-\uDBFF]$/.test(out) && /^[\uDC00-\uDFFF]/.test(s.slice(out.length));
        return s.startsWith(out) && out.length <= max && (s.length <= max ? out === s : out.length >= max - 1) && !splitsPair;
      }),
      RUNS,
    );
  });
});
