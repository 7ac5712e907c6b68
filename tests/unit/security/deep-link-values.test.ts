import { describe, expect, it } from 'vitest';
import { checkOpenPageUrl } from '../../../src/config/url-allow-list';
import { checkDeepLinkUrl } from '../../../src/config/url-lists';

// The deep-link list (docs/decisions/0120): the host and path carry no URL; every key and value of
// the query and of the fragment, percent-decoded until it no longer changes and free of control
// characters, passes the navigation list when it is URL-like ('https:', '//host'), path-like ('/p')
// or host-like ('evil.example').
const ORIGIN = 'https://app.lendo.example';
const where = { origin: ORIGIN, allowedHosts: ['cdn.lendo.example'], scheme: 'lendocash' };
const refused = (raw: string) => {
  expect(checkDeepLinkUrl(raw, where).ok).toBe(false);
  expect(checkOpenPageUrl(raw, where).ok).toBe(false);
};

describe('a deep link that names a place we would not go is refused', () => {
  it.each([
    ['in its fragment', 'lendocash://webview#url=https://evil.example'],
    ['as its whole fragment', 'lendocash://webview#https://evil.example'],
    ['as its host', 'lendocash://evil.example/x'],
    ['in its path', 'lendocash://evil.example/https://evil.example'],
    ['in a path segment', 'lendocash://webview/https:%2F%2Fevil.example'],
    ['as a bare host', 'lendocash://webview?url=evil.example'],
    ['as a bare host with a path', 'lendocash://webview?url=evil.example/login'],
    ['behind a NUL', 'lendocash://webview?url=%00https://evil.example'],
    ['behind a tab', 'lendocash://webview?url=%09https://evil.example'],
    ['encoded twice', 'lendocash://webview?url=https%253A%252F%252Fevil.example'],
    ['encoded three times', 'lendocash://webview?url=https%25253A%25252F%25252Fevil.example'],
    ['scheme-relative, encoded twice', 'lendocash://webview?url=%252F%252Fevil.example'],
    ['as a query key', 'lendocash://webview?https://evil.example'],
    ['as a path that leaves our origin', 'lendocash://webview?url=%2F..%2F%2Fevil.example'],
    ['on a port of its host', 'lendocash://webview:8080?url=%2Floan'],
  ])('%s: %s', (_where, raw) => refused(raw));
});

describe('deep links the app sends still pass', () => {
  it.each([
    'lendocash://home',
    'lendocash://loan?productId=7',
    'lendocash://loan?productId=7&amount=1500.50',
    'lendocash://webview?url=%2Floan%2Fdetail',
    'lendocash://webview?url=https%3A%2F%2Fcdn.lendo.example%2Fx',
    'lendocash://webview#url=https%3A%2F%2Fcdn.lendo.example%2Fx',
    'lendocash://webview?url=cdn.lendo.example%2Fx',
    'lendocash://webview?title=Mi%20pr%C3%A9stamo',
  ])('%s', (raw) => {
    expect(checkDeepLinkUrl(raw, where)).toEqual({ ok: true, url: raw });
  });
});
