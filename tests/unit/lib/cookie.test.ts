// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COOKIE_EXPIRES, cookieString, getCookie, setCookie } from '../../../src/lib/cookie';
import { perCase } from '../../helpers/budget';

const RUNS = { numRuns: 1000 };
// RFC 6265: a name is a token, a value is cookie-octets.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const OCTETS = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;

function fakeDocument() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = ''] = text.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
  };
}

describe('cookie', { timeout: perCase(1000) }, () => {
  it('writes an encoded, site-wide cookie that expires at the end of year 9999', () => {
    expect(COOKIE_EXPIRES).toBe('Fri, 31 Dec 9999 23:59:59 GMT');
    expect(cookieString('sid', 'a b;c')).toBe('sid=a%20b%3Bc; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/');
    expect(cookieString('my (id)', 'x')).toBe('my%20%28id%29=x; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/');
  });

  it('is stored and read back through the real document.cookie', () => {
    setCookie('user from', 'ñandú=1; x');
    expect(document.cookie).toContain('user%20from=%C3%B1and%C3%BA%3D1%3B%20x');
    expect(getCookie('user from')).toBe('ñandú=1; x');
    expect(getCookie('missing')).toBeUndefined();
  });

  it('keeps names and values inside the cookie grammar and round-trips them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 20 }), (name, value) => {
        const text = cookieString(name, value);
        const [pair = '', ...attrs] = text.split('; ');
        const eq = pair.indexOf('=');
        const doc = fakeDocument();
        setCookie(name, value, doc);
        return (
          TOKEN.test(pair.slice(0, eq)) &&
          OCTETS.test(pair.slice(eq + 1)) &&
          attrs.join('; ') === `expires=${COOKIE_EXPIRES}; path=/` &&
          getCookie(name, doc) === value
        );
      }),
      RUNS,
    );
  });

  it('does not throw on a lone surrogate, replacing it', () => {
    const doc = fakeDocument();
    setCookie('k', 'a\uD800b', doc);
    expect(getCookie('k', doc)).toBe('a\uFFFDb');
  });
});
