// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { detectBridge } from '../../../src/bridge/detect-bridge';
import { createFakeBridge } from '../../../src/bridge/fake-bridge';
import { fakeWindow } from './fake-window';

describe('detectBridge', () => {
  it('picks Android when the app injected AndroidBridge', () => {
    expect(detectBridge(fakeWindow({ AndroidBridge: { goHome: () => undefined } })).kind).toBe('android');
  });

  it('picks iOS when a handler of ours is registered', () => {
    const win = fakeWindow({ webkit: { messageHandlers: { goRating: { postMessage: () => undefined } } } });
    expect(detectBridge(win).kind).toBe('ios');
  });

  it('picks the browser stand-in otherwise', () => {
    expect(detectBridge(fakeWindow()).kind).toBe('browser');
    expect(detectBridge(fakeWindow({ AndroidBridge: null })).kind).toBe('browser');
    expect(detectBridge(fakeWindow({ webkit: { messageHandlers: {} } })).kind).toBe('browser');
    expect(detectBridge(fakeWindow({ webkit: { messageHandlers: { someoneElse: { postMessage: () => undefined } } } })).kind).toBe('browser');
    expect(detectBridge(window).kind).toBe('browser');
  });
});

describe('createFakeBridge', () => {
  it('records every action with its argument', () => {
    const bridge = createFakeBridge('ios');
    bridge.openPage('/a');
    bridge.close();
    bridge.callPhone('1');
    bridge.reportConfirm('p');
    expect(bridge.kind).toBe('ios');
    expect(bridge.calls).toEqual([
      { action: 'openPage', arg: '/a' },
      { action: 'close' },
      { action: 'callPhone', arg: '1' },
      { action: 'reportConfirm', arg: 'p' },
    ]);
  });
});
