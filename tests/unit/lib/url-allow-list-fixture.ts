import { checkUrl, type CheckUrlOptions } from '../../../src/config/url-allow-list';

export const ORIGIN = 'https://app.lendo.example';
export const OPTS: CheckUrlOptions = {
  origin: ORIGIN,
  allowedHosts: ['cdn.lendo.example', 'pay.partner.example:8443', '*.img.example'],
  scheme: 'lendocash',
  allowDeepLink: true,
};
export const check = (raw: unknown, extra: CheckUrlOptions = {}) => checkUrl(raw, { ...OPTS, ...extra });

// Independent statement of the policy, applied to whatever checkUrl lets through.
export function acceptable(url: string): boolean {
  if ([...url].some((c) => c.charCodeAt(0) <= 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0xa0) || /[\s\\]/.test(c))) return false;
  const u = new URL(url);
  if (u.username !== '' || u.password !== '') return false;
  if (u.protocol === 'lendocash:') return url.startsWith('lendocash://');
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (u.origin === ORIGIN) return true;
  // Another host only over HTTPS.
  return (
    u.protocol === 'https:' && (u.hostname === 'cdn.lendo.example' || u.host === 'pay.partner.example:8443' || u.hostname.endsWith('.img.example'))
  );
}
