export type InAppBrowser = 'wechat' | 'whatsapp' | 'facebook' | 'instagram' | 'line';

// Markers each app adds to its in-app browser's user agent. Instagram runs Facebook's browser
// component and may carry FBAN/FBAV too, so it is checked first.
const IN_APP: readonly (readonly [InAppBrowser, RegExp])[] = [
  ['wechat', /MicroMessenger/i],
  ['whatsapp', /WhatsApp/i],
  ['instagram', /Instagram/i],
  ['facebook', /FBAN\/|FBAV\/|FB_IAB\/|FBIOS|FB4A|\[FB/],
  ['line', /\bLine\/\d/i],
];

/** Which messaging app's in-app browser the page runs in, if any. */
export function inAppBrowser(ua: string): InAppBrowser | null {
  for (const [name, pattern] of IN_APP) if (pattern.test(ua)) return name;
  return null;
}

/** The spec's in-app browser check: true inside WeChat, WhatsApp, Facebook, Instagram or Line. */
export function isInAppBrowser(ua: string): boolean {
  return inAppBrowser(ua) !== null;
}

export function isWeChat(ua: string): boolean {
  return inAppBrowser(ua) === 'wechat';
}

export type ClientType = 'ios' | 'android';

/**
 * The promotion tracking `client_type`. iPadOS presents itself as a Mac, so a Mac UA with a touch
 * screen (pass navigator.maxTouchPoints) counts as iOS. Anything unrecognised counts as Android,
 * the platform of most of our visitors.
 */
export function clientType(ua: string, maxTouchPoints = 0): ClientType {
  if (/Android/i.test(ua)) return 'android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Macintosh/i.test(ua) && maxTouchPoints > 1) return 'ios';
  return 'android';
}
