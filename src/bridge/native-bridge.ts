import { dialableNumber, type Bridge, type BridgeAction, type BridgeKind, type BridgeOptions, type BridgeWindow } from './bridge';
import { checkedPageUrl, createBrowserBridge, noticeFor } from './browser-bridge';

/** Delivers one action to the app; false when the app lacks it or the call failed. */
export type NativePost = (action: BridgeAction, arg?: string) => boolean;

/**
 * Shared shape of the Android and iOS adapters. An action the installed app version does not
 * offer (or that throws) falls back to the browser stand-in, so the page never just does nothing.
 */
export function createNativeBridge(kind: BridgeKind, post: NativePost, win: BridgeWindow, opts: BridgeOptions): Bridge {
  const fallback = createBrowserBridge(win, opts);
  const plain = (action: 'close' | 'goHome' | 'goMine' | 'goLogin' | 'goRating') => () => {
    if (!post(action)) fallback[action]();
  };
  return {
    kind,
    openPage(url) {
      const target = checkedPageUrl(url, win, opts);
      if (target !== null && !post('openPage', target)) win.location.assign(target);
    },
    close: plain('close'),
    goHome: plain('goHome'),
    goMine: plain('goMine'),
    goLogin: plain('goLogin'),
    callPhone(number) {
      const dial = dialableNumber(number);
      if (dial === null) noticeFor(opts)('bridge.notice.notDialable');
      else if (dial === '') noticeFor(opts)('bridge.notice.noPhone');
      else if (!post('callPhone', dial)) fallback.callPhone(dial);
    },
    goRating: plain('goRating'),
    reportConfirm(productId) {
      if (!post('reportConfirm', String(productId))) fallback.reportConfirm(productId);
    },
  };
}
