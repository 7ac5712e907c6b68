import { paths, type PathName } from '../../config/paths';
import type { MessageKey } from '../../i18n';

/** The parameters of SPEC screen 21, with demo values so each page opens on the demo backend. */
const PREVIEW_DEFAULTS = {
  appVersion: '1.0.0',
  deviceName: 'Android',
  deviceId: 'demo-device',
  osVersion: '13',
  sessionId: 'demo-session',
  gps_adid: '',
  productId: '7',
  orderId: '240518001',
};

export type PreviewParams = Record<keyof typeof PREVIEW_DEFAULTS, string>;

/** The editable parameters, in the order of PREVIEW_DEFAULTS, with their labels. */
export const PREVIEW_FIELDS = [
  { name: 'appVersion', label: 'preview.appVersion' },
  { name: 'deviceName', label: 'preview.deviceName' },
  { name: 'deviceId', label: 'preview.deviceId' },
  { name: 'osVersion', label: 'preview.osVersion' },
  { name: 'sessionId', label: 'preview.sessionId' },
  { name: 'gps_adid', label: 'preview.adId' },
  { name: 'productId', label: 'preview.productId' },
  { name: 'orderId', label: 'preview.orderId' },
] as const satisfies readonly { name: keyof PreviewParams; label: MessageKey }[];

/** The pages the test page opens, in the spec's order. */
export const PREVIEW_TARGETS = [
  'confirmLoan',
  'loanDetail',
  'repay',
  'repayDelay',
  'bindBank',
  'aboutUs',
  'complaint',
  'customerService',
  'privacyPolicy',
  'paymentInstructions',
] as const satisfies readonly PathName[];

export function initialParams(search: string): PreviewParams {
  const q = new URLSearchParams(search);
  const params: PreviewParams = { ...PREVIEW_DEFAULTS };
  for (const f of PREVIEW_FIELDS) params[f.name] = q.get(f.name) ?? params[f.name];
  return params;
}

/** `path?…` with every parameter URL-encoded; product_id repeats productId (SPEC section 3), type keeps the language. */
export function previewHref(target: PathName, params: PreviewParams, type: string | null): string {
  const q = new URLSearchParams(params);
  q.set('product_id', params.productId);
  if (type) q.set('type', type);
  return `${paths[target]}?${q.toString()}`;
}
