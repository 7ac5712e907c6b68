import { translate, type MessageKey, type Params } from '../i18n/catalogue';
import { checkOpenPageUrl } from '../config/url-allow-list';
import { dialableNumber, type Bridge, type BridgeOptions, type BridgeWindow } from './bridge';

/** Raises a notice from a catalogue key in the options' language. */
export function noticeFor(opts: BridgeOptions) {
  return (key: MessageKey, params?: Params) => opts.onNotice?.(translate(opts.lang ?? 'es', key, params));
}

/**
 * Openable form of a URL for any adapter: allow-listed and absolute (a native webview cannot
 * resolve a relative path), or null after a notice.
 */
export function checkedPageUrl(url: string, win: BridgeWindow, opts: BridgeOptions): string | null {
  const result = checkOpenPageUrl(url, { ...opts.urls, origin: opts.urls?.origin ?? win.location.origin });
  if (result.ok) return result.url;
  noticeFor(opts)('bridge.notice.blockedUrl');
  return null;
}

/** Plain-browser stand-in: real navigation where a browser can do it, a visible notice otherwise. */
export function createBrowserBridge(win: BridgeWindow, opts: BridgeOptions = {}): Bridge {
  const notice = noticeFor(opts);
  return {
    kind: 'browser',
    openPage(url) {
      const target = checkedPageUrl(url, win, opts);
      if (target !== null) win.location.assign(target);
    },
    close: () => win.history.back(),
    goHome: () => win.location.assign('/'),
    goMine: () => notice('bridge.notice.mine'),
    goLogin: () => notice('bridge.notice.login'),
    callPhone(number) {
      const dial = dialableNumber(number);
      if (dial === null) notice('bridge.notice.notDialable');
      else if (dial === '') notice('bridge.notice.noPhone');
      else win.location.assign(`tel:${dial}`);
    },
    goRating: () => notice('bridge.notice.rating'),
    reportConfirm: (productId) => notice('bridge.notice.confirm', { productId: String(productId) }),
  };
}
