import type { Lang } from '../i18n/define';
import type { CheckUrlOptions } from '../config/url-allow-list';

/** The native app's actions (SPEC section 1). Every call is fire-and-forget. */
export interface Bridge {
  readonly kind: BridgeKind;
  /** Opens a URL in the app (allow-listed first; a refused URL only raises a notice). */
  openPage(url: string): void;
  /** Closes the webview. */
  close(): void;
  goHome(): void;
  goMine(): void;
  goLogin(): void;
  callPhone(number: string): void;
  /** Opens the store rating page. */
  goRating(): void;
  /** The confirm analytics event. */
  reportConfirm(productId: string): void;
}

export type BridgeKind = 'android' | 'ios' | 'browser';

export const BRIDGE_ACTIONS = ['openPage', 'close', 'goHome', 'goMine', 'goLogin', 'callPhone', 'goRating', 'reportConfirm'] as const;
export type BridgeAction = (typeof BRIDGE_ACTIONS)[number];

/** Android: the JS interface the app injects as `window.AndroidBridge`; method names are the action names. */
export type AndroidInterface = Partial<Record<BridgeAction, (...args: string[]) => void>>;
export const ANDROID_INTERFACE_NAME = 'AndroidBridge';

export interface MessageHandler {
  postMessage(payload: unknown): void;
}

/** The part of `window` the adapters use, so tests can pass a fake. */
export interface BridgeWindow {
  location: Pick<Location, 'assign' | 'origin'>;
  history: Pick<History, 'back'>;
  AndroidBridge?: AndroidInterface | null;
  webkit?: { messageHandlers?: Partial<Record<string, MessageHandler>> };
}

export interface BridgeOptions {
  /** Language of notice texts (default Spanish). */
  lang?: Lang;
  /** Shows a notice (a toast): browser stand-ins for native actions and refused URLs. */
  onNotice?: (text: string) => void;
  /** Allow-list overrides for openPage; the origin defaults to the window's. */
  urls?: Pick<CheckUrlOptions, 'origin' | 'allowedHosts' | 'scheme'>;
}

// Spaces, dashes, dots, slashes and brackets only lay a number out; they are dropped.
const LAYOUT = /[\s\-.()/]/g;

/**
 * The number the dialler gets: digits with at most a leading '+'. '' when there are no digits;
 * null when anything else is in it ('*' and '#' make dialler codes, letters a vanity number): a
 * server phone number is dialled as it is or not at all (docs/decisions/0097).
 */
export function dialableNumber(number: string): string | null {
  const text = String(number).replace(LAYOUT, '');
  if (!/^\+?\d*$/.test(text)) return null;
  return /\d/.test(text) ? text : '';
}
