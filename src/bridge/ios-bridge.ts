import type { Bridge, BridgeAction, BridgeOptions, BridgeWindow } from './bridge';
import { createNativeBridge } from './native-bridge';

// The payload key of each action that carries a value; the others post an empty object.
const PAYLOAD_KEY: Partial<Record<BridgeAction, string>> = {
  openPage: 'url',
  callPhone: 'number',
  reportConfirm: 'productId',
};

/**
 * iOS: `window.webkit.messageHandlers.<action>.postMessage(payload)`, one handler per action name
 * of `Bridge`; payload `{ url }`, `{ number }`, `{ productId }` or `{}`.
 */
export function createIosBridge(win: BridgeWindow, opts: BridgeOptions = {}): Bridge {
  return createNativeBridge(
    'ios',
    (action, arg) => {
      const handler = win.webkit?.messageHandlers?.[action];
      if (!handler || typeof handler.postMessage !== 'function') return false;
      const key = PAYLOAD_KEY[action];
      try {
        handler.postMessage(key && arg !== undefined ? { [key]: arg } : {});
        return true;
      } catch {
        return false;
      }
    },
    win,
    opts,
  );
}
