import type { Bridge, BridgeOptions, BridgeWindow } from './bridge';
import { createNativeBridge } from './native-bridge';

/**
 * Android: `window.AndroidBridge.<action>(arg)` with the action names of `Bridge` and string
 * arguments (openPage(url), callPhone(number), reportConfirm(productId); the rest take none).
 * Called with the exact arity, because a Java interface method matches by argument count.
 */
export function createAndroidBridge(win: BridgeWindow, opts: BridgeOptions = {}): Bridge {
  return createNativeBridge(
    'android',
    (action, arg) => {
      const target = win.AndroidBridge;
      const method = target?.[action];
      if (!target || typeof method !== 'function') return false;
      try {
        if (arg === undefined) method.call(target);
        else method.call(target, arg);
        return true;
      } catch {
        return false;
      }
    },
    win,
    opts,
  );
}
