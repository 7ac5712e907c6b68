import type { Bridge, BridgeAction, BridgeKind } from './bridge';

export interface BridgeCall {
  action: BridgeAction;
  arg?: string;
}

/** A bridge that only records its calls: for tests and stories of pages that use the bridge. */
export function createFakeBridge(kind: BridgeKind = 'browser'): Bridge & { calls: BridgeCall[] } {
  const calls: BridgeCall[] = [];
  const record = (action: BridgeAction) => () => void calls.push({ action });
  const recordArg = (action: BridgeAction) => (arg: string) => void calls.push({ action, arg });
  return {
    kind,
    calls,
    openPage: recordArg('openPage'),
    close: record('close'),
    goHome: record('goHome'),
    goMine: record('goMine'),
    goLogin: record('goLogin'),
    callPhone: recordArg('callPhone'),
    goRating: record('goRating'),
    reportConfirm: recordArg('reportConfirm'),
  };
}
