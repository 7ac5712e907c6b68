import type { Bridge, BridgeOptions, BridgeWindow } from './bridge';
import { bridgeKindOf } from './bridge-kind';

// The adapters, the allow-list check of openPage and the notices' texts are not in a page's first
// load (docs/decisions/0106): the app loads them once the page is settled (src/main.tsx), and a
// bridge call made before that loads them first. Once loaded, a call reaches the native side in
// the same task as the tap that made it.

type Detect = (win: BridgeWindow, opts: BridgeOptions) => Bridge;

let loaded: Detect | null = null;
let loading: Promise<Detect> | null = null;

/** Loads the bridge's code (once; again after a failed load). */
export function loadBridgeCode(): Promise<Detect> {
  if (!loading) {
    loading = import('./detect-bridge').then(
      (module) => (loaded = module.detectBridge),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}

/**
 * The bridge `detectBridge(win, opts)` picks, with its code loaded on first use: a call runs at once
 * when the code is in, otherwise as soon as it is (calls keep their order).
 */
export function createLazyBridge(win: BridgeWindow, opts: BridgeOptions = {}): Bridge {
  let real: Bridge | null = null;
  const ready = (): Bridge | null => {
    if (!real && loaded) real = loaded(win, opts);
    return real;
  };
  const call = (act: (bridge: Bridge) => void) => {
    const bridge = ready();
    if (bridge) return act(bridge);
    loadBridgeCode().then(
      () => {
        const now = ready();
        if (now) act(now);
      },
      () => undefined,
    );
  };
  return {
    kind: bridgeKindOf(win),
    openPage: (url) => call((bridge) => bridge.openPage(url)),
    close: () => call((bridge) => bridge.close()),
    goHome: () => call((bridge) => bridge.goHome()),
    goMine: () => call((bridge) => bridge.goMine()),
    goLogin: () => call((bridge) => bridge.goLogin()),
    callPhone: (number) => call((bridge) => bridge.callPhone(number)),
    goRating: () => call((bridge) => bridge.goRating()),
    reportConfirm: (productId) => call((bridge) => bridge.reportConfirm(productId)),
  };
}
