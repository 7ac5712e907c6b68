import { describe, expect, it } from 'vitest';
import { checkOpenPageUrl } from '../../../src/config/url-allow-list';
import { checkDeepLinkUrl } from '../../../src/config/url-lists';

// Issue 54: a host-like value in a deep link is judged as a browser reads it, after NFKC and with
// every dot look-alike a dot; an invisible character hides nothing; this computer's names and an
// address written as a whole number are refused.
const ORIGIN = 'https://app.lendo.example';
const where = { origin: ORIGIN, allowedHosts: ['cdn.lendo.example', 'localhost', '127.0.0.1'], scheme: 'lendocash' };
const refused = (raw: string) => {
  expect(checkDeepLinkUrl(raw, where).ok).toBe(false);
  expect(checkOpenPageUrl(raw, where).ok).toBe(false);
};

describe('a host behind a look-alike is refused', () => {
  it.each([
    ['an ideographic full stop', 'lendocash://webview?url=evil%E3%80%82example'],
    ['a fullwidth full stop', 'lendocash://webview?url=evil%EF%BC%8Eexample'],
    ['a halfwidth ideographic full stop', 'lendocash://webview?url=evil%EF%BD%A1example'],
    ['a one dot leader', 'lendocash://webview?url=evil%E2%80%A4example'],
    ['a small full stop', 'lendocash://webview?url=evil%EF%B9%92example'],
    ['an Arabic full stop', 'lendocash://webview?url=evil%DB%94example'],
    ['a middle dot', 'lendocash://webview?url=evil%C2%B7example'],
    ['fullwidth letters and dot', 'lendocash://webview?url=%EF%BD%85%EF%BD%96%EF%BD%89%EF%BD%8C%EF%BC%8E%EF%BD%83%EF%BD%8F%EF%BD%8D'],
    ['a fullwidth scheme', 'lendocash://webview?url=%EF%BD%88%EF%BD%94%EF%BD%94%EF%BD%90%EF%BD%93%EF%BC%9A%EF%BC%8F%EF%BC%8Fevil.example'],
    ['a look-alike dot in a path segment', 'lendocash://webview/evil%E3%80%82example'],
    ['a look-alike dot in the fragment', 'lendocash://webview#evil%E3%80%82example'],
  ])('%s: %s', (_what, raw) => refused(raw));
});

describe('an invisible character hides nothing', () => {
  it.each([
    ['a zero-width space', 'lendocash://webview?url=%E2%80%8Bhttps://evil.example'],
    ['a zero-width joiner', 'lendocash://webview?url=%E2%80%8Dhttps://evil.example'],
    ['a word joiner', 'lendocash://webview?url=%E2%81%A0https://evil.example'],
    ['a byte order mark', 'lendocash://webview?url=%EF%BB%BFhttps://evil.example'],
    ['a soft hyphen', 'lendocash://webview?url=%C2%ADhttps://evil.example'],
    ['a right-to-left override', 'lendocash://webview?url=%E2%80%AEhttps://evil.example'],
    ['a Hangul filler', 'lendocash://webview?url=%E3%85%A4https://evil.example'],
    ['a variation selector', 'lendocash://webview?url=%EF%B8%8Fhttps://evil.example'],
    ['a zero-width space in a path segment', 'lendocash://webview/%E2%80%8Bx'],
  ])('%s: %s', (_what, raw) => refused(raw));
});

describe('this computer and addresses by number are refused, even when listed', () => {
  it.each([
    ['localhost', 'lendocash://webview?url=localhost'],
    ['localhost with a port and path', 'lendocash://webview?url=LocalHost:8080/admin'],
    ['a subdomain of localhost', 'lendocash://webview?url=app.localhost'],
    ['localhost as the deep link host', 'lendocash://localhost'],
    ['an IPv6 loopback', 'lendocash://webview?url=%5B::1%5D'],
    ['a decimal address', 'lendocash://webview?url=2130706433'],
    ['a decimal address with a trailing dot', 'lendocash://webview?url=2130706433.'],
    ['a hexadecimal address', 'lendocash://webview?url=0x7f000001'],
    ['an octal address', 'lendocash://webview?url=017700000001'],
    ['a dotted address', 'lendocash://webview?url=127.0.0.1'],
    ['a decimal address in a path segment', 'lendocash://webview/2130706433'],
  ])('%s: %s', (_what, raw) => refused(raw));
});

describe('a URL after a separator the query reader does not split on', () => {
  it.each([
    ['after a semicolon', 'lendocash://webview?a=1;url=https://evil.example'],
    ['after a semicolon, encoded', 'lendocash://webview?a=1%3Burl%3Dhttps%3A%2F%2Fevil.example'],
    ['after an ampersand encoded in a value', 'lendocash://webview?a=1%26url%3Devil.example'],
  ])('%s: %s', (_what, raw) => refused(raw));
});

describe('what the app sends still passes', () => {
  it.each([
    'lendocash://loan?productId=7&amount=1500.50',
    'lendocash://loan?productId=12345678&orderNo=MX240518001',
    'lendocash://loan?amount=150000&rate=0.5',
    'lendocash://loan/0?isType=0&page=1',
    'lendocash://webview?title=Mi%20pr%C3%A9stamo%20%E3%80%8C7%E3%80%8D',
    'lendocash://webview?url=https%3A%2F%2Fcdn.lendo.example%2Fx%3Fa%3D1%3Bb%3D2',
  ])('%s', (raw) => {
    expect(checkDeepLinkUrl(raw, where)).toEqual({ ok: true, url: raw });
  });
});
