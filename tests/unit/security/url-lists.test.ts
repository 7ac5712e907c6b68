import { describe, expect, it } from 'vitest';
import { checkOpenPageUrl } from '../../../src/config/url-allow-list';
import { checkDeepLinkUrl, checkFrameUrl, checkImageUrl, checkNavigationUrl, frameHosts } from '../../../src/config/url-lists';

// One list per use (docs/decisions/0097). Expected answers are written out by hand.
const ORIGIN = 'https://app.lendo.example';
const where = { origin: ORIGIN, allowedHosts: ['cdn.lendo.example', 'pay.partner.example'], scheme: 'lendocash' };
const ok = (url: string) => ({ ok: true, url });
const no = (reason: string) => ({ ok: false, reason });

describe('another host only over HTTPS, on every list', () => {
  it.each([
    ['http://cdn.lendo.example/a.png', no('scheme')],
    ['http://pay.partner.example/pay', no('scheme')],
    ['https://cdn.lendo.example/a.png', ok('https://cdn.lendo.example/a.png')],
  ])('navigation and images: %s', (raw, expected) => {
    expect(checkNavigationUrl(raw, where)).toEqual(expected);
    expect(checkImageUrl(raw, where)).toEqual(expected);
  });

  it('keeps our own origin on whatever scheme it is served (development runs on http)', () => {
    expect(checkNavigationUrl('http://127.0.0.1:5173/loan/detail', { origin: 'http://127.0.0.1:5173' })).toEqual(
      ok('http://127.0.0.1:5173/loan/detail'),
    );
  });
});

describe('deep links are their own list', () => {
  it.each(['lendocash://home', 'lendocash://loan?productId=7'])('navigation and images refuse %s', (raw) => {
    expect(checkNavigationUrl(raw, where)).toEqual(no('scheme'));
    expect(checkImageUrl(raw, where)).toEqual(no('scheme'));
    expect(checkFrameUrl(raw, { origin: ORIGIN })).toEqual(no('scheme'));
  });

  it.each([
    ['lendocash://loan?productId=7', ok('lendocash://loan?productId=7')],
    ['lendocash://webview?url=%2Floan%2Fdetail', ok('lendocash://webview?url=%2Floan%2Fdetail')],
    ['lendocash://webview?url=https%3A%2F%2Fcdn.lendo.example%2Fx', ok('lendocash://webview?url=https%3A%2F%2Fcdn.lendo.example%2Fx')],
    ['lendocash://webview?url=https://evil.example', no('host')],
    ['lendocash://webview?url=https%3A%2F%2Fevil.example%2Fx', no('host')],
    ['lendocash://webview?next=%2F%2Fevil.example', no('host')],
    ['lendocash://webview?url=http://cdn.lendo.example/x', no('scheme')],
    ['lendocash://webview?url=javascript:alert(1)', no('scheme')],
    ['lendocash://webview?url=lendocash://home', no('scheme')],
    ['https://app.lendo.example/x', no('scheme')],
  ])('the deep-link list: %s', (raw, expected) => {
    expect(checkDeepLinkUrl(raw, where)).toEqual(expected);
  });

  it('openPage takes the navigation list or the deep-link list, with the inner URL checked', () => {
    expect(checkOpenPageUrl('lendocash://home', where)).toEqual(ok('lendocash://home'));
    expect(checkOpenPageUrl('https://pay.partner.example/p', where)).toEqual(ok('https://pay.partner.example/p'));
    expect(checkOpenPageUrl('lendocash://webview?url=https://evil.example', where)).toEqual(no('host'));
  });
});

describe('frames come from our origin and the policy host only', () => {
  it('reads the policy host from an https policy URL on an allowed host only', () => {
    const allowed = ['legal.lendo.example', 'cdn.lendo.example'];
    expect(frameHosts('https://legal.lendo.example/policy.html', allowed)).toEqual(['legal.lendo.example']);
    expect(frameHosts('https://evil.example/policy.html', allowed)).toEqual([]);
    expect(frameHosts('http://legal.lendo.example/policy.html', allowed)).toEqual([]);
    expect(frameHosts('/policy.html', allowed)).toEqual([]);
  });

  const allowedHosts = ['legal.lendo.example', 'cdn.lendo.example'];
  it.each([
    ['/policy.html', '/policy.html', ok(`${ORIGIN}/policy.html`)],
    ['https://legal.lendo.example/p', 'https://legal.lendo.example/p', ok('https://legal.lendo.example/p')],
    ['https://legal.lendo.example/p', 'https://cdn.lendo.example/p', no('host')],
    ['/policy.html', 'https://cdn.lendo.example/p', no('host')],
  ])('policy %s: frame %s', (policyUrl, raw, expected) => {
    expect(checkFrameUrl(raw, { origin: ORIGIN, policyUrl, allowedHosts })).toEqual(expected);
  });
});

describe('blob: only for an image the page made', () => {
  it('images take our own blob when asked, navigation never', () => {
    expect(checkImageUrl(`blob:${ORIGIN}/0f0f`, { ...where, allowBlob: true })).toEqual(ok(`blob:${ORIGIN}/0f0f`));
    expect(checkNavigationUrl(`blob:${ORIGIN}/0f0f`, where)).toEqual(no('scheme'));
  });
});
