import { vi } from 'vitest';
import type { BridgeOptions, BridgeWindow } from '../../../src/bridge/bridge';

export const ORIGIN = 'https://app.lendo.example';

export function fakeWindow(extra: Pick<BridgeWindow, 'AndroidBridge' | 'webkit'> = {}) {
  const win = {
    location: { assign: vi.fn<(url: string) => void>(), origin: ORIGIN },
    history: { back: vi.fn<() => void>() },
    ...extra,
  };
  return win;
}

export function options(lang: 'es' | 'en' = 'es') {
  const notices: string[] = [];
  const opts: BridgeOptions = {
    lang,
    onNotice: (text) => void notices.push(text),
    urls: { allowedHosts: ['cdn.lendo.example'], scheme: 'lendocash' },
  };
  return { opts, notices };
}
