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
export { createBrowserBridge } from './browser-bridge';
export { createAndroidBridge } from './android-bridge';
export { createIosBridge } from './ios-bridge';
export { detectBridge } from './detect-bridge';
export { createFakeBridge, type BridgeCall } from './fake-bridge';
export { BridgeProvider, useBridge, type BridgeProviderProps } from './bridge-context';
