import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUrlAgainst } from '../../../src/config/url-allow-list';
import { firstPaintPictureUrl } from '../../../src/first-paint/first-paint-url';
import { perCase } from '../../helpers/budget';

// The payment code pages' inline script draws the code's picture before the app runs only through
// this narrow check; the app, once it runs, through the full allow-list (checkImageUrl). The narrow
// one may refuse more, never pass what the full one refuses, nor pass a URL in another form.
const ORIGIN = 'https://app.example.mx';
const HOSTS = ['cdn.example.com', '*.pay.example.com', 'img.example.net:8443'];
const narrow = (value: unknown, origin = ORIGIN) => firstPaintPictureUrl(value, HOSTS, origin);
const full = (value: unknown, origin = ORIGIN) => checkUrlAgainst(value, { scheme: '', allowedHosts: HOSTS, allowDeepLink: false, origin });

describe('the first paint’s picture check', { timeout: perCase(3000) }, () => {
  // Written from the allow-list's rules (SPEC 11, decision 0097): our own origin, or an allowed host over HTTPS.
  const table: [string, unknown, string | null][] = [
    ['a path of our own', '/maintains/demo-files/barcode-93.svg', 'https://app.example.mx/maintains/demo-files/barcode-93.svg'],
    ['a path of our own, spaces around it', '  /files/a.svg\n', 'https://app.example.mx/files/a.svg'],
    ['an allowed host over HTTPS', 'https://cdn.example.com/codes/93.svg?size=2', 'https://cdn.example.com/codes/93.svg?size=2'],
    ['a subdomain of an allowed wildcard', 'https://mx.pay.example.com/c.png', 'https://mx.pay.example.com/c.png'],
    ['an allowed host with its port', 'https://img.example.net:8443/c.png', 'https://img.example.net:8443/c.png'],
    ['our own origin, absolute', 'https://app.example.mx/c.png', 'https://app.example.mx/c.png'],
    ['the host name in capitals', 'HTTPS://CDN.EXAMPLE.COM/c.png', 'https://cdn.example.com/c.png'],
    ['an allowed host over plain HTTP', 'http://cdn.example.com/c.png', null],
    ['a host not on the list', 'https://evil.example/c.png', null],
    ['the wildcard’s own domain is not its subdomain', 'https://pay.example.com/c.png', null],
    ['an allowed host on another port', 'https://img.example.net/c.png', null],
    ['a scheme-relative URL', '//evil.example/c.png', null],
    ['a backslash read as a slash', '/\\evil.example/c.png', null],
    ['a user and password', 'https://user:pw@cdn.example.com/c.png', null],
    ['a space inside', 'https://cdn.example.com/a b.png', null],
    ['a tab inside the scheme', 'ht\ttps://cdn.example.com/c.png', null],
    ['script', 'javascript:alert(1)', null],
    ['inline data', 'data:image/svg+xml,<svg/>', null],
    ['a blob', 'blob:https://app.example.mx/1', null],
    ['an invisible character', 'https://cdn.example.com/c\u200b.png', null],
    ['a non-ASCII host', 'https://cdn.exämple.com/c.png', null],
    ['empty', '', null],
    ['not text', 42, null],
    ['missing', undefined, null],
    // Passed by the full check, drawn by the app once it runs: the first paint only waits for it.
    ['a path relative to the page', 'files/a.svg', null],
    ['a query of our own', '?code=93', null],
  ];

  it.each(table)('%s', (_, value, expected) => {
    expect(narrow(value)).toBe(expected);
  });

  it('takes our own origin over HTTP (a host served without TLS) as the full check does', () => {
    expect(narrow('http://127.0.0.1:5410/files/a.svg', 'http://127.0.0.1:5410')).toBe('http://127.0.0.1:5410/files/a.svg');
    expect(narrow('http://127.0.0.1:5411/files/a.svg', 'http://127.0.0.1:5410')).toBeNull();
  });

  // Pieces of URLs, joined at random: schemes, hosts (ours, allowed, not), user parts, ports, paths
  // and the characters that tricked checks before (tabs, backslashes, spaces, invisible ones).
  const piece = fc.constantFrom(
    'https://',
    'http://',
    '//',
    '/',
    '\\',
    'javascript:',
    'data:',
    'blob:',
    'HTTPS://',
    ' ',
    '\t',
    '\n',
    '\u200b',
    '\u00a0',
    'ä',
    'app.example.mx',
    'cdn.example.com',
    'mx.pay.example.com',
    'pay.example.com',
    'img.example.net',
    'evil.example',
    ':8443',
    ':443',
    ':80',
    'user:pw@',
    '@',
    '.',
    '..',
    '%2f',
    '%00',
    '?',
    '#',
    '=',
    'a',
    'c.png',
    '/x/',
    ':',
  );
  const candidate = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));

  it('passes nothing the full allow-list refuses, and passes each URL in the form the full check gives', () => {
    fc.assert(
      fc.property(candidate, fc.constantFrom(ORIGIN, 'http://127.0.0.1:5410'), (value, origin) => {
        const mine = narrow(value, origin);
        if (mine === null) return;
        const theirs = full(value, origin);
        expect(theirs).toEqual({ ok: true, url: mine });
      }),
      { numRuns: 3000 },
    );
  });

  it('passes the plain forms the pages are sent, as the full check does', () => {
    const plain = fc
      .tuple(
        fc.constantFrom('/f', 'https://cdn.example.com/f', 'https://mx.pay.example.com/f', `${ORIGIN}/f`),
        fc.array(fc.constantFrom('a', 'b', '9', '-', '_', '.', '/', '%20', '?q=1', '&r=2'), { maxLength: 6 }),
      )
      .map(([start, rest]) => start + rest.join(''));
    fc.assert(
      fc.property(plain, (value) => {
        const theirs = full(value);
        expect(theirs.ok).toBe(true);
        expect(narrow(value)).toBe(theirs.ok ? theirs.url : 'refused');
      }),
      { numRuns: 1000 },
    );
  });
});
