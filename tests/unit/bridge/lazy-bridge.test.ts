import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_ACTIONS, type AndroidInterface } from '../../../src/bridge/bridge';
import { fakeWindow, options, ORIGIN } from './fake-window';

// Each test starts with the bridge's code not loaded yet (the module keeps what it loaded).
async function freshLazyBridge() {
  vi.resetModules();
  return import('../../../src/bridge/lazy-bridge');
}

function androidObject() {
  const calls: string[][] = [];
  const obj: AndroidInterface = {};
  for (const name of BRIDGE_ACTIONS) obj[name] = (...args: string[]) => void calls.push([name, ...args]);
  return { obj, calls };
}

describe('lazy bridge (docs/decisions/0106)', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('knows its kind before its code loads', async () => {
    const { createLazyBridge } = await freshLazyBridge();
    expect(createLazyBridge(fakeWindow({ AndroidBridge: {} })).kind).toBe('android');
    const ios = fakeWindow({ webkit: { messageHandlers: { goHome: { postMessage: () => undefined } } } });
    expect(createLazyBridge(ios).kind).toBe('ios');
    expect(createLazyBridge(fakeWindow({ webkit: { messageHandlers: { other: { postMessage: () => undefined } } } })).kind).toBe('browser');
    expect(createLazyBridge(fakeWindow()).kind).toBe('browser');
  });

  it('runs calls made before its code is loaded once it is, in their order, with their arguments', async () => {
    const { createLazyBridge } = await freshLazyBridge();
    const { obj, calls } = androidObject();
    const bridge = createLazyBridge(fakeWindow({ AndroidBridge: obj }), options().opts);
    bridge.openPage('/loan?orderId=1');
    bridge.callPhone('+34 600-11-22-33');
    bridge.goRating();
    bridge.reportConfirm('7');
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls).toEqual([['openPage', `${ORIGIN}/loan?orderId=1`], ['callPhone', '+34600112233'], ['goRating'], ['reportConfirm', '7']]);
  });

  it('once loaded, reaches the native side in the same task as the call (a tap keeps its gesture)', async () => {
    const { createLazyBridge, loadBridgeCode } = await freshLazyBridge();
    await loadBridgeCode();
    const { obj, calls } = androidObject();
    const win = fakeWindow({ AndroidBridge: obj });
    const bridge = createLazyBridge(win, options().opts);
    bridge.openPage('https://cdn.lendo.example/help');
    bridge.close();
    expect(calls).toEqual([['openPage', 'https://cdn.lendo.example/help'], ['close']]);
    // The browser stand-in too: a refused URL raises its notice, a phone number is dialled, at once.
    const { opts, notices } = options('en');
    const browser = createLazyBridge(fakeWindow(), opts);
    browser.openPage('https://evil.example/');
    expect(notices).toEqual(['This link cannot be opened.']);
    const plain = fakeWindow();
    createLazyBridge(plain, opts).callPhone('600 11 22 33');
    expect(plain.location.assign).toHaveBeenCalledWith('tel:600112233');
  });

  it('tries again after a failed load', async () => {
    let fail = true;
    vi.doMock('../../../src/bridge/detect-bridge', async (importOriginal) => {
      if (fail) throw new Error('network');
      return importOriginal();
    });
    const { createLazyBridge, loadBridgeCode } = await freshLazyBridge();
    await expect(loadBridgeCode()).rejects.toThrow();
    fail = false;
    const { obj, calls } = androidObject();
    createLazyBridge(fakeWindow({ AndroidBridge: obj }), options().opts).goHome();
    await vi.waitFor(() => expect(calls).toEqual([['goHome']]));
    vi.doUnmock('../../../src/bridge/detect-bridge');
  });
});
