// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { checkUrl, safeUrl } from '../../../src/config/url-allow-list';
import { check, OPTS, ORIGIN } from './url-allow-list-fixture';

describe('checkUrl examples', () => {
  it.each([
    ['https://app.lendo.example/carpmm?a=1', 'https://app.lendo.example/carpmm?a=1'],
    ['/carpmm?requestType=1&amount=100', 'https://app.lendo.example/carpmm?requestType=1&amount=100'],
    ['carpmm', 'https://app.lendo.example/carpmm'],
    ['?a=1', 'https://app.lendo.example/?a=1'],
    ['#/downloadTemplate?id=3', 'https://app.lendo.example/#/downloadTemplate?id=3'],
    ['  /x  ', 'https://app.lendo.example/x'],
    ['https://cdn.lendo.example/a.png', 'https://cdn.lendo.example/a.png'],
    ['HTTPS://CDN.LENDO.EXAMPLE/A.png', 'https://cdn.lendo.example/A.png'],
    ['https://pay.partner.example:8443/pay', 'https://pay.partner.example:8443/pay'],
    ['https://a.b.img.example/x.jpg', 'https://a.b.img.example/x.jpg'],
    ['lendocash://product?id=7', 'lendocash://product?id=7'],
    ['LendoCash://home', 'lendocash://home'],
    ['https://app.lendo.example/%20a', 'https://app.lendo.example/%20a'],
  ])('allows %j as %j', (raw, url) => {
    expect(check(raw)).toEqual({ ok: true, url });
    expect(safeUrl(raw, OPTS)).toBe(url);
  });

  it.each([
    [null, 'empty'],
    [undefined, 'empty'],
    ['', 'empty'],
    [' \n\t ', 'empty'],
    [42, 'malformed'],
    [{ href: ORIGIN }, 'malformed'],
    ['javascript:alert(1)', 'scheme'],
    ['JaVaScRiPt:alert(1)', 'scheme'],
    [' javascript:alert(1)', 'scheme'],
    ['java\tscript:alert(1)', 'malformed'],
    ['java\nscript:alert(1)', 'malformed'],
    ['\u0001javascript:alert(1)', 'malformed'],
    ['\u200bjavascript:alert(1)', 'malformed'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['vbscript:msgbox(1)', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['blob:https://app.lendo.example/0f0f', 'scheme'],
    ['mailto:a@b.c', 'scheme'],
    ['http://cdn.lendo.example/a.png', 'scheme'],
    ['http://pay.partner.example:8443/pay', 'scheme'],
    ['https://evil.com/', 'host'],
    ['//evil.com/x', 'host'],
    ['///evil.com', 'host'],
    ['https:evil.com', 'host'],
    ['https:/evil.com', 'host'],
    ['http://app.lendo.example/', 'host'],
    ['https://app.lendo.example:444/', 'host'],
    ['https://pay.partner.example/pay', 'host'],
    ['https://img.example/x', 'host'],
    ['https://app.lendo.example.evil.com/', 'host'],
    ['https://app.lendo.example@evil.com/', 'host'],
    ['https://evil.com#@app.lendo.example', 'host'],
    ['https://evil.com?@app.lendo.example', 'host'],
    ['https://evil.com%2F@app.lendo.example/', 'malformed'],
    ['https://user:pw@app.lendo.example/', 'malformed'],
    ['https://user@cdn.lendo.example/', 'malformed'],
    ['/\\evil.com', 'malformed'],
    ['\\\\evil.com', 'malformed'],
    ['https://evil.com\\@app.lendo.example', 'malformed'],
    ['https://app.lendo.example/a b', 'malformed'],
    ['https://app.lendo.example/\u2028a', 'malformed'],
    ['https://[bad', 'malformed'],
    ['lendocash:home', 'malformed'],
    ['lendocash://u:p@home', 'malformed'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(check(raw)).toEqual({ ok: false, reason });
    expect(safeUrl(raw, OPTS)).toBeNull();
  });

  it('refuses deep links when told to, and needs an origin for relative paths', () => {
    expect(check('lendocash://home', { allowDeepLink: false })).toEqual({ ok: false, reason: 'scheme' });
    expect(checkUrl('lendocash://home', { origin: ORIGIN, scheme: 'lendocash' })).toEqual({ ok: false, reason: 'scheme' });
    expect(check('/x', { origin: 'null' })).toEqual({ ok: false, reason: 'malformed' });
    expect(check('https://cdn.lendo.example/a', { origin: 'null' })).toEqual({ ok: true, url: 'https://cdn.lendo.example/a' });
  });

  it('allows a blob of our own origin only when asked', () => {
    expect(check('blob:https://app.lendo.example/0f0f', { allowBlob: true })).toEqual({ ok: true, url: 'blob:https://app.lendo.example/0f0f' });
    expect(check('blob:https://evil.com/0f0f', { allowBlob: true })).toEqual({ ok: false, reason: 'host' });
    expect(check('blob:null/0f0f', { allowBlob: true })).toEqual({ ok: false, reason: 'host' });
  });

  it('defaults the origin to the page location', () => {
    expect(checkUrl('/a', { allowedHosts: [] })).toEqual({ ok: true, url: `${location.origin}/a` });
  });
});
