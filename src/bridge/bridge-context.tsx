import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import type { Bridge } from './bridge';
import { detectBridge } from './detect-bridge';

const BridgeContext = createContext<Bridge | null>(null);

export interface BridgeProviderProps {
  /** A ready bridge (tests, stories); by default the one `detectBridge(window)` picks. */
  bridge?: Bridge;
  /** Where notices go, usually the toast system. */
  onNotice?: (text: string) => void;
  children: ReactNode;
}

export function BridgeProvider({ bridge, onNotice, children }: BridgeProviderProps) {
  const { lang } = useI18n();
  // A new onNotice each render must not rebuild the bridge: read the latest one through a ref.
  const noticeRef = useRef(onNotice);
  useEffect(() => {
    noticeRef.current = onNotice;
  });
  const value = useMemo(() => bridge ?? detectBridge(window, { lang, onNotice: (text) => noticeRef.current?.(text) }), [bridge, lang]);
  return <BridgeContext.Provider value={value}>{children}</BridgeContext.Provider>;
}

export function useBridge(): Bridge {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error('useBridge() must be used inside <BridgeProvider>');
  return bridge;
}
