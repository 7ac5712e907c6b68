import { BRIDGE_ACTIONS, type BridgeKind, type BridgeWindow } from './bridge';

/**
 * Which native side this window has: Android when the app injected `AndroidBridge`, iOS when
 * `webkit.messageHandlers` holds one of our handlers (any WKWebView has the object, ours adds the
 * handlers), otherwise none (the browser stand-in).
 */
export function bridgeKindOf(win: BridgeWindow): BridgeKind {
  const android = win.AndroidBridge;
  if (android && typeof android === 'object') return 'android';
  const handlers = win.webkit?.messageHandlers;
  if (handlers && BRIDGE_ACTIONS.some((action) => handlers[action] != null)) return 'ios';
  return 'browser';
}
