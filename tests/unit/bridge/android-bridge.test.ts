import { describe, expect, it, vi } from 'vitest';
import { createAndroidBridge } from '../../../src/bridge/android-bridge';
import { BRIDGE_ACTIONS, type AndroidInterface } from '../../../src/bridge/bridge';
import { translate } from '../../../src/i18n/catalogue';
import { fakeWindow, options, ORIGIN } from './fake-window';

// Stands in for the Java object: records each call with its receiver and exact arguments.
function javaObject(only: readonly string[] = BRIDGE_ACTIONS) {
  const calls: { method: string; args: unknown[]; bound: boolean }[] = [];
  const obj: AndroidInterface = {};
  for (const name of only) {
    obj[name as keyof AndroidInterface] = function (this: unknown, ...args: string[]) {
      calls.push({ method: name, args, bound: this === obj });
    };
  }
  return { obj, calls };
}

describe('android bridge', () => {
  it('calls window.AndroidBridge.<action> on the object, with exact arguments', () => {
    const { obj, calls } = javaObject();
    const win = fakeWindow({ AndroidBridge: obj });
    const { opts, notices } = options();
    const bridge = createAndroidBridge(win, opts);
    expect(bridge.kind).toBe('android');
    bridge.openPage('/loan?orderId=1');
    bridge.close();
    bridge.goHome();
    bridge.goMine();
    bridge.goLogin();
    bridge.callPhone('+52 55 1234 5678');
    bridge.goRating();
    bridge.reportConfirm('P-1');
    expect(calls).toEqual([
      { method: 'openPage', args: [`${ORIGIN}/loan?orderId=1`], bound: true },
      { method: 'close', args: [], bound: true },
      { method: 'goHome', args: [], bound: true },
      { method: 'goMine', args: [], bound: true },
      { method: 'goLogin', args: [], bound: true },
      { method: 'callPhone', args: ['+525512345678'], bound: true },
      { method: 'goRating', args: [], bound: true },
      { method: 'reportConfirm', args: ['P-1'], bound: true },
    ]);
    expect(notices).toEqual([]);
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(win.history.back).not.toHaveBeenCalled();
  });

  it('never hands a refused URL to the app', () => {
    const { obj, calls } = javaObject();
    const { opts, notices } = options('en');
    createAndroidBridge(fakeWindow({ AndroidBridge: obj }), opts).openPage('https://evil.example/');
    expect(calls).toEqual([]);
    expect(notices).toEqual([translate('en', 'bridge.notice.blockedUrl')]);
  });

  it('falls back to the browser behaviour for actions an older app lacks', () => {
    const { obj, calls } = javaObject(['openPage']);
    const win = fakeWindow({ AndroidBridge: obj });
    const { opts, notices } = options();
    const bridge = createAndroidBridge(win, opts);
    bridge.close();
    bridge.goRating();
    bridge.callPhone('5512345678');
    expect(calls).toEqual([]);
    expect(win.history.back).toHaveBeenCalledTimes(1);
    expect(win.location.assign).toHaveBeenCalledWith('tel:5512345678');
    expect(notices).toEqual([translate('es', 'bridge.notice.rating')]);
  });

  it('falls back when the app call throws', () => {
    const win = fakeWindow({
      AndroidBridge: {
        openPage: vi.fn(() => {
          throw new Error('bridge gone');
        }),
      },
    });
    createAndroidBridge(win, options().opts).openPage('/x');
    expect(win.location.assign).toHaveBeenCalledWith(`${ORIGIN}/x`);
  });

  it('raises a notice instead of dialling an empty number', () => {
    const { obj, calls } = javaObject();
    const { opts, notices } = options();
    createAndroidBridge(fakeWindow({ AndroidBridge: obj }), opts).callPhone(' - ');
    expect(calls).toEqual([]);
    expect(notices).toEqual([translate('es', 'bridge.notice.noPhone')]);
  });

  it('never hands the app a dialler code: a number with * or # is refused with a notice', () => {
    const { obj, calls } = javaObject();
    const { opts, notices } = options();
    const bridge = createAndroidBridge(fakeWindow({ AndroidBridge: obj }), opts);
    bridge.callPhone('*#06#');
    bridge.callPhone('*21*5512345678#');
    bridge.callPhone('n/a');
    expect(calls).toEqual([]);
    expect(notices).toEqual(Array(3).fill(translate('es', 'bridge.notice.notDialable')));
  });
});
