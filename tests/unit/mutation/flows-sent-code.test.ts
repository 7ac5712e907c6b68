// @vitest-environment happy-dom
// The register page's code kept across a reload (src/flows/register/sent-code.ts, decision 0137) and
// the post-registration pages' hash query: edges (written from the survivors of `node
// scripts/mutation-flows.mjs flows-confirm-register`, docs/mutation-score.md).
import { afterEach, describe, expect, it } from 'vitest';
import { SENT_CODE_MAX_AGE_MS, keepSentCode, readSentCode, type SentCode } from '../../../src/flows/register/sent-code';
import { templateParamsFromHash } from '../../../src/flows/register/register-params';

const T = Date.UTC(2026, 11, 2, 10, 0, 0);
const code: SentCode = { phone: '5512345678', captcha: 'ab12', smsCode: '', captchaVersion: 1, sid: 's1', loadedAt: T, sentAt: T, sending: false };
afterEach(() => sessionStorage.clear());

describe('the kept code', () => {
  it('is brought back for 15 minutes from the send, not a millisecond more', () => {
    keepSentCode('T1', code);
    expect(readSentCode('T1', T + SENT_CODE_MAX_AGE_MS)).toEqual(code);
    expect(readSentCode('T1', T + SENT_CODE_MAX_AGE_MS + 1)).toBeNull();
    expect(readSentCode('T1', T)).toBeNull();
  });

  it('takes a clock set back by up to a minute, not more', () => {
    keepSentCode('T1', code);
    expect(readSentCode('T1', T - 60_000)).toEqual(code);
    expect(readSentCode('T1', T - 60_001)).toBeNull();
  });

  it('keeps a page without a template id under the same scope as an empty one', () => {
    keepSentCode('', code);
    expect(readSentCode(undefined, T)).toEqual(code);
  });

  it('refuses a kept send time that is not a number', () => {
    keepSentCode('T1', code);
    const [key] = Object.keys(sessionStorage);
    const raw = sessionStorage.getItem(key ?? '') ?? '';
    sessionStorage.setItem(key ?? '', raw.replace(`"sentAt":${T}`, `"sentAt":"${T}"`));
    expect(sessionStorage.getItem(key ?? '')).toContain(`"sentAt":"${T}"`);
    expect(readSentCode('T1', T)).toBeNull();
  });
});

describe('templateParamsFromHash', () => {
  it('reads the query after ? only, even at the hash’s start', () => {
    expect(templateParamsFromHash('?id=5&user_from=fb')).toEqual({ id: '5', user_from: 'fb' });
    expect(templateParamsFromHash('#/downloadTemplate&id=5')).toEqual({});
    expect(templateParamsFromHash('id=5')).toEqual({});
  });
});
