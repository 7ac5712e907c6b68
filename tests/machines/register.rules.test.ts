import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_MAX,
  PHONE_MAX,
  REGISTER_PARAM_KEYS,
  SMS_CODE_MAX,
  cap,
  isCaptcha,
  isPhone,
  isSmsCode,
} from '../../machines/register/register.rules';

// SPEC 5: phone 11 digits, first digit 1, second 3-9, input capped at 11; captcha required, capped
// at 4; SMS code required, capped at 6. Expected values written by hand.
describe('register input rules (SPEC 5)', () => {
  it('caps phone, captcha and SMS code at 11, 4 and 6 characters', () => {
    expect([PHONE_MAX, CAPTCHA_MAX, SMS_CODE_MAX]).toEqual([11, 4, 6]);
    expect(cap('138001380001234', 11)).toBe('13800138000');
    expect(cap('abcdef', 4)).toBe('abcd');
    expect(cap('abc', 4)).toBe('abc');
  });

  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['13012345678', true],
    ['12800138000', false],
    ['10800138000', false],
    ['23800138000', false],
    ['1380013800', false],
    ['138001380001', false],
    ['1380013800a', false],
    [' 13800138000', false],
    ['13800138000 ', false],
    ['', false],
  ])('phone %j is valid: %s', (value, expected) => {
    expect(isPhone(value)).toBe(expected);
  });

  it.each([
    ['a1B2', true],
    ['1', true],
    ['', false],
    ['   ', false],
    ['12345', false],
  ])('captcha %j is valid: %s', (value, expected) => {
    expect(isCaptcha(value)).toBe(expected);
  });

  it.each([
    ['123456', true],
    ['1', true],
    ['', false],
    ['  ', false],
    ['1234567', false],
  ])('SMS code %j is valid: %s', (value, expected) => {
    expect(isSmsCode(value)).toBe(expected);
  });

  it('reads the landing page params of SPEC 2, in order', () => {
    expect([...REGISTER_PARAM_KEYS]).toEqual(['id', 'app_from', 'user_from', 'utm_tag', 'links_id', 'down_id', 'invite_code', 'UC']);
  });
});
