import { paths, type PathName } from '../../config/paths';
import type { MessageKey } from '../../i18n';

/** The editable parameters of SPEC screen 21, with demo values so each page opens on the demo backend. */
export const PREVIEW_FIELDS = [
  { name: 'appVersion', label: 'preview.appVersion', fallback: '1.0.0' },
  { name: 'deviceName', label: 'preview.deviceName', fallback: 'Android' },
  { name: 'deviceId', label: 'preview.deviceId', fallback: 'demo-device' },
  { name: 'osVersion', label: 'preview.osVersion', fallback: '13' },
  { name: 'sessionId', label: 'preview.sessionId', fallback: 'demo-session' },
  { name: 'gps_adid', label: 'preview.adId', fallback: '' },
  { name: 'productId', label: 'preview.productId', fallback: '7' },
  { name: 'orderId', label: 'preview.orderId', fallback: '240518001' },
] as const satisfies readonly { name: string; label: MessageKey; fallback: string }[];

export type PreviewParams = Record<(typeof PREVIEW_FIELDS)[number]['name'], string>;

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
  return Object.fromEntries(PREVIEW_FIELDS.map((f) => [f.name, q.get(f.name) ?? f.fallback])) as PreviewParams;
}

/** `path?…` with every parameter URL-encoded; product_id repeats productId (SPEC section 3), type keeps the language. */
export function previewHref(target: PathName, params: PreviewParams, type: string | null): string {
  const q = new URLSearchParams(params);
  q.set('product_id', params.productId);
  if (type) q.set('type', type);
  return `${paths[target]}?${q.toString()}`;
}
