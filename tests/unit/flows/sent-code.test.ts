// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SENT_CODE_MAX_AGE_MS, forgetSentCode, keepSentCode, readSentCode, sentCodeRemaining } from '../../../src/flows/register/sent-code';
import { sessionKeyOf } from '../../../src/lib/session-keep';
import { secondsLeft } from '../../../machines/shared/countdown';

// docs/decisions/0137: the register page's sent code, kept for the tab's session per landing template.
const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);
const code = {
  phone: '13912345678',
  captcha: '1234',
  smsCode: '',
  captchaVersion: 1,
  sid: 'sid-9',
  loadedAt: T0 - 30_000,
  sentAt: T0,
  sending: false,
};
const key = sessionKeyOf('register.sentCode', '7');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('seconds left of a countdown', () => {
  it.each([
    [0, 60],
    [1, 60],
    [4500, 56],
    [59_000, 1],
    [59_999, 1],
    [60_000, 0],
    [90_000, 0],
    [-5000, 60],
  ])('%i ms after the send: %i s', (elapsed, left) => {
    expect(secondsLeft(T0, T0 + elapsed)).toBe(left);
  });

  it('is 0 for a time that is not a number', () => {
    expect(secondsLeft(Number.NaN, T0)).toBe(0);
  });
});

describe('sent code', () => {
  it('is read back for its template only, with the seconds left counted from the send', () => {
    keepSentCode('7', code);
    expect(readSentCode('8')).toBeNull();
    vi.setSystemTime(T0 + 4500);
    const kept = readSentCode('7');
    expect(kept).toEqual(code);
    expect(kept && sentCodeRemaining(kept)).toBe(56);
  });

  it('with no code sent, is kept with no lifetime and no countdown', () => {
    keepSentCode('7', { ...code, sentAt: null });
    vi.setSystemTime(T0 + SENT_CODE_MAX_AGE_MS + 1);
    const kept = readSentCode('7');
    expect(kept).toEqual({ ...code, sentAt: null });
    expect(kept && sentCodeRemaining(kept)).toBe(0);
  });

  it('is forgotten when the flow ends', () => {
    keepSentCode('7', code);
    forgetSentCode('7');
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(readSentCode('7')).toBeNull();
  });

  it('is dropped and removed once older than its lifetime', () => {
    keepSentCode('7', code);
    vi.setSystemTime(T0 + SENT_CODE_MAX_AGE_MS + 1);
    expect(readSentCode('7')).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it.each([
    ['not JSON', '{"phone":'],
    ['no send time', JSON.stringify({ ...code, sentAt: 'now' })],
    ['no session id', JSON.stringify({ ...code, sid: 3 })],
    ['a list', '[]'],
  ])('drops and removes one with %s', (_what, raw) => {
    sessionStorage.setItem(key, raw);
    expect(readSentCode('7')).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});
