import { describe, expect, it, vi } from 'vitest';
import { createIosBridge } from '../../../src/bridge/ios-bridge';
import { BRIDGE_ACTIONS, type MessageHandler } from '../../../src/bridge/bridge';
import { translate } from '../../../src/i18n/catalogue';
import { fakeWindow, options, ORIGIN } from './fake-window';

function handlers(only: readonly string[] = BRIDGE_ACTIONS) {
  const posted: [string, unknown][] = [];
  const map: Record<string, MessageHandler> = {};
  for (const name of only) map[name] = { postMessage: (payload) => void posted.push([name, payload]) };
  return { map, posted };
}

describe('ios bridge', () => {
  it('posts to webkit.messageHandlers.<action> with the documented payloads', () => {
    const { map, posted } = handlers();
    const win = fakeWindow({ webkit: { messageHandlers: map } });
    const { opts, notices } = options();
    const bridge = createIosBridge(win, opts);
    expect(bridge.kind).toBe('ios');
    bridge.openPage('carpmm?amount=100');
    bridge.close();
    bridge.goHome();
    bridge.goMine();
    bridge.goLogin();
    bridge.callPhone('(55) 1234 5678');
    bridge.goRating();
    bridge.reportConfirm('42');
    expect(posted).toEqual([
      ['openPage', { url: `${ORIGIN}/carpmm?amount=100` }],
      ['close', {}],
      ['goHome', {}],
      ['goMine', {}],
      ['goLogin', {}],
      ['callPhone', { number: '5512345678' }],
      ['goRating', {}],
      ['reportConfirm', { productId: '42' }],
    ]);
    expect(notices).toEqual([]);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('never posts a refused URL', () => {
    const { map, posted } = handlers();
    const { opts, notices } = options();
    createIosBridge(fakeWindow({ webkit: { messageHandlers: map } }), opts).openPage('vbscript:x');
    expect(posted).toEqual([]);
    expect(notices).toEqual([translate('es', 'bridge.notice.blockedUrl')]);
  });

  it('falls back to the browser behaviour for a missing or failing handler', () => {
    const { map, posted } = handlers(['goMine']);
    map.goHome = {
      postMessage: vi.fn(() => {
        throw new Error('no handler');
      }),
    };
    const win = fakeWindow({ webkit: { messageHandlers: map } });
    const { opts, notices } = options();
    const bridge = createIosBridge(win, opts);
    bridge.goHome();
    bridge.openPage('/x');
    bridge.reportConfirm('7');
    bridge.goMine();
    expect(win.location.assign.mock.calls).toEqual([['/'], [`${ORIGIN}/x`]]);
    expect(notices).toEqual([translate('es', 'bridge.notice.confirm', { productId: '7' })]);
    expect(posted).toEqual([['goMine', {}]]);
  });
});
