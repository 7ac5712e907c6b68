import type { Bridge, BridgeOptions, BridgeWindow } from './bridge';
import { bridgeKindOf } from './bridge-kind';
import { createAndroidBridge } from './android-bridge';
import { createIosBridge } from './ios-bridge';
import { createBrowserBridge } from './browser-bridge';

/** Picks the adapter for this window (`bridgeKindOf`): Android, iOS or the browser stand-in. */
export function detectBridge(win: BridgeWindow, opts: BridgeOptions = {}): Bridge {
  const kind = bridgeKindOf(win);
  if (kind === 'android') return createAndroidBridge(win, opts);
  if (kind === 'ios') return createIosBridge(win, opts);
  return createBrowserBridge(win, opts);
}
