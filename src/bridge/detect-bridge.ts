import { BRIDGE_ACTIONS, type Bridge, type BridgeOptions, type BridgeWindow } from './bridge';
import { createAndroidBridge } from './android-bridge';
import { createIosBridge } from './ios-bridge';
import { createBrowserBridge } from './browser-bridge';

/**
 * Picks the adapter for this window: Android when the app injected `AndroidBridge`, iOS when
 * `webkit.messageHandlers` holds one of our handlers (any WKWebView has the object, ours adds the
 * handlers), otherwise the browser stand-in.
 */
export function detectBridge(win: BridgeWindow, opts: BridgeOptions = {}): Bridge {
  const android = win.AndroidBridge;
  if (android && typeof android === 'object') return createAndroidBridge(win, opts);
  const handlers = win.webkit?.messageHandlers;
  if (handlers && BRIDGE_ACTIONS.some((action) => handlers[action] != null)) return createIosBridge(win, opts);
  return createBrowserBridge(win, opts);
}
