import { config } from './env';
import { checkUrl, hostAllowed, type CheckUrlOptions, type CheckUrlResult } from './url-allow-list';

// The URL lists of the pages, one per use (docs/decisions/0097), on top of the gate in
// url-allow-list.ts. Only pages import this module, so it loads with them, not with every page; the
// bridge's openPage list stays beside the gate.

type Where = Pick<CheckUrlOptions, 'origin' | 'allowedHosts'>;

/** Navigation list: where the app sends the page (redirects, links, new windows). Web URLs only. */
export function checkNavigationUrl(raw: unknown, opts: Where = {}): CheckUrlResult {
  return checkUrl(raw, { ...opts, allowDeepLink: false });
}

/** Image list: <img> sources. Web URLs only; a blob: of our origin when the caller made it (a preview). */
export function checkImageUrl(raw: unknown, opts: Where & { allowBlob?: boolean } = {}): CheckUrlResult {
  return checkUrl(raw, { ...opts, allowDeepLink: false });
}

/** The checked image URL, or null. */
export function safeImageUrl(raw: unknown, opts?: Where & { allowBlob?: boolean }): string | null {
  const result = checkImageUrl(raw, opts);
  return result.ok ? result.url : null;
}

/**
 * The hosts frames may come from besides our origin: the configured policy page's host, when that
 * is an HTTPS URL on an allowed host (the CSP's frame-src names the same); else none.
 */
export function frameHosts(policyUrl: string = config.policyUrl, allowedHosts: readonly string[] = config.allowedHosts): string[] {
  try {
    const url = new URL(policyUrl);
    return url.protocol === 'https:' && hostAllowed(url, allowedHosts) ? [url.host] : [];
  } catch {
    return [];
  }
}

/** Frame list: our origin and the configured policy page's host only, never the other allowed hosts. */
export function checkFrameUrl(raw: unknown, opts: Where & { policyUrl?: string } = {}): CheckUrlResult {
  return checkUrl(raw, { origin: opts.origin, allowedHosts: frameHosts(opts.policyUrl, opts.allowedHosts), allowDeepLink: false });
}

/** Deep-link list: the lending app's scheme only, each URL in its query passing the navigation list. */
export function checkDeepLinkUrl(raw: unknown, opts: Where & { scheme?: string } = {}): CheckUrlResult {
  const scheme = opts.scheme ?? config.deepLinkScheme;
  const result = checkUrl(raw, { ...opts, scheme, allowDeepLink: true });
  // A web URL never passes as a deep link, whatever scheme is configured.
  const isDeepLink = result.ok && result.url.startsWith(`${scheme.toLowerCase()}:`) && !/^https?:/.test(result.url);
  return result.ok && !isDeepLink ? { ok: false, reason: 'scheme' } : result;
}
