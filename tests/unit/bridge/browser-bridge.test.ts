import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createBrowserBridge } from '../../../src/bridge/browser-bridge';
import { dialableNumber } from '../../../src/bridge/bridge';
import { translate } from '../../../src/i18n/catalogue';
import { checkUrl } from '../../../src/config/url-allow-list';
import { fakeWindow, options, ORIGIN } from './fake-window';
import { perCase } from '../../helpers/budget';

describe('browser bridge', { timeout: perCase(1000) }, () => {
  it('opens allow-listed pages by assigning the checked, absolute URL', () => {
    const win = fakeWindow();
    const { opts, notices } = options();
    const bridge = createBrowserBridge(win, opts);
    expect(bridge.kind).toBe('browser');
    bridge.openPage('/carpmm?requestType=1');
    bridge.openPage('https://cdn.lendo.example/terms');
    bridge.openPage('lendocash://product?id=9');
    expect(win.location.assign.mock.calls).toEqual([
      [`${ORIGIN}/carpmm?requestType=1`],
      ['https://cdn.lendo.example/terms'],
      ['lendocash://product?id=9'],
    ]);
    expect(notices).toEqual([]);
  });

  it('refuses other URLs with a visible notice and no navigation', () => {
    const win = fakeWindow();
    const { opts, notices } = options();
    const bridge = createBrowserBridge(win, opts);
    bridge.openPage('javascript:alert(1)');
    bridge.openPage('//evil.example/x');
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(notices).toEqual(['No se puede abrir este enlace.', 'No se puede abrir este enlace.']);
  });

  it('goes back on close, to / on goHome, and dials through a tel: link', () => {
    const win = fakeWindow();
    const { opts, notices } = options();
    const bridge = createBrowserBridge(win, opts);
    bridge.close();
    bridge.goHome();
    bridge.callPhone('+52 (55) 1234-5678');
    expect(win.history.back).toHaveBeenCalledTimes(1);
    expect(win.location.assign.mock.calls).toEqual([['/'], ['tel:+525512345678']]);
    bridge.callPhone(' - ');
    expect(win.location.assign).toHaveBeenCalledTimes(2);
    expect(notices).toEqual([translate('es', 'bridge.notice.noPhone')]);
  });

  it.each(['es', 'en'] as const)('shows a %s catalogue notice for actions only the app has', (lang) => {
    const win = fakeWindow();
    const { opts, notices } = options(lang);
    const bridge = createBrowserBridge(win, opts);
    bridge.goMine();
    bridge.goLogin();
    bridge.goRating();
    bridge.reportConfirm('P-77');
    expect(notices).toEqual([
      translate(lang, 'bridge.notice.mine'),
      translate(lang, 'bridge.notice.login'),
      translate(lang, 'bridge.notice.rating'),
      translate(lang, 'bridge.notice.confirm', { productId: 'P-77' }),
    ]);
    expect(notices[3]).toContain('P-77');
    expect(new Set(notices).size).toBe(4);
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(win.history.back).not.toHaveBeenCalled();
  });

  it('works without a notice callback', () => {
    const bridge = createBrowserBridge(fakeWindow());
    expect(() => {
      bridge.goMine();
      bridge.openPage('data:text/html,x');
    }).not.toThrow();
  });

  it('navigates exactly when the allow-list accepts, to the URL it returns', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.webUrl()), (raw) => {
        const win = fakeWindow();
        const { opts, notices } = options();
        createBrowserBridge(win, opts).openPage(raw);
        const expected = checkUrl(raw, { ...opts.urls, origin: ORIGIN, allowDeepLink: true });
        const calls = win.location.assign.mock.calls;
        return expected.ok
          ? calls.length === 1 && calls[0]?.[0] === expected.url && notices.length === 0
          : calls.length === 0 && notices.length === 1;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('dialableNumber', { timeout: perCase(1000) }, () => {
  // Digits and a leading '+' only (docs/decisions/0097): '*' and '#' make dialler codes (USSD,
  // call forwarding), so a number with them is refused, not cleaned.
  it.each([
    ['+52 55 1234 5678', '+525512345678'],
    ['+52 (55) 1234-5678', '+525512345678'],
    ['55.1234.5678', '5512345678'],
    ['800/123 4567', '8001234567'],
    [' - ', ''],
    ['+', ''],
    ['', ''],
    ['*#06#', null],
    ['*21*5512345678#', null],
    ['5512345678#', null],
    ['##002#', null],
    ['55 1234 5678 ext 2', null],
    ['55+12345678', null],
    ['++5512345678', null],
    ['01-800-LENDO', null],
  ])('%j dials as %j', (raw, expected) => {
    expect(dialableNumber(raw)).toBe(expected);
  });

  it('never lets anything but digits and a leading + through', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const out = dialableNumber(s);
        return out === null || /^\+?\d*$/.test(out);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('callPhone with a number that is not dialable', { timeout: perCase(1000) }, () => {
  it.each(['es', 'en'] as const)('dials nothing and says why in %s', (lang) => {
    const win = fakeWindow();
    const { opts, notices } = options(lang);
    createBrowserBridge(win, opts).callPhone('*21*5512345678#');
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(notices).toEqual([translate(lang, 'bridge.notice.notDialable')]);
  });
});
