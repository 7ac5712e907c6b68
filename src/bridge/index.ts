// What pages import. The adapters (detect-bridge.ts and what it imports) are not re-exported: they
// load after the page (lazy-bridge.ts, docs/decisions/0106), and a static import here would put
// them back in the app's chunk.
export {
  BRIDGE_ACTIONS,
  ANDROID_INTERFACE_NAME,
  dialableNumber,
  type Bridge,
  type BridgeAction,
  type BridgeKind,
  type BridgeOptions,
  type BridgeWindow,
  type AndroidInterface,
  type MessageHandler,
} from './bridge';
export { bridgeKindOf } from './bridge-kind';
export { createLazyBridge, loadBridgeCode } from './lazy-bridge';
export { createFakeBridge, type BridgeCall } from './fake-bridge';
export { BridgeProvider, useBridge, type BridgeProviderProps } from './bridge-context';
