import { config } from './env';
import { DEEP_LINK_HOST, PATH_LIKE, URL_LIKE, decodings, hidden, loopbackOrAddress, parse, parts, pieces, placeLike } from './url-reading';

// The gate for every server-supplied URL the app follows, opens or embeds. Each use has its list
// (docs/decisions/0097): `checkNavigationUrl` (redirects, links), `checkImageUrl` (<img>),
// `checkFrameUrl` (the policy frame) and `checkDeepLinkUrl` (the lending app's scheme) in
// url-lists.ts, and `checkOpenPageUrl` (the bridge's openPage) here. What a web URL needs everywhere: our own origin (any scheme it is served on) or an
// allowed host over HTTPS, never http: to another host. A deep link passes only when its host and
// path name no place and every URL, path or host in its query and fragment passes the navigation
// list (docs/decisions/0120).

export interface CheckUrlOptions {
  /** The page's origin; defaults to `location.origin`. Without one, relative and same-origin URLs fail. */
  origin?: string;
  /** Hosts besides our origin: 'cdn.example.com' (default port only), 'host:8443', or '*.example.com' for its subdomains. */
  allowedHosts?: readonly string[];
  /** The deep-link scheme (defaults to config.deepLinkScheme). */
  scheme?: string;
  /** Whether `${scheme}://...` passes (default false: only the deep-link and openPage uses ask for it). */
  allowDeepLink?: boolean;
  /**
   * Whether a blob: URL of our own origin passes (default false). Only our own script can create one,
   * but it may hold a picked file's bytes: fine for an <img> preview, never for navigation, where
   * an HTML file would run as our origin.
   */
  allowBlob?: boolean;
}

export type CheckUrlReason = 'empty' | 'malformed' | 'scheme' | 'host';
export type CheckUrlResult = { ok: true; url: string } | { ok: false; reason: CheckUrlReason };

// Browsers drop tabs and newlines inside URLs and trim control characters, which is how
// 'java\tscript:' gets through naive checks; we refuse them, any space or invisible format
// character, and backslashes (read as '/' in http URLs: '/\evil.com' is '//evil.com').
const INVISIBLE_OR_BACKSLASH = /[\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;

function hasForbiddenChar(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x20 || (c >= 0x7f && c <= 0xa0)) return true;
  }
  return INVISIBLE_OR_BACKSLASH.test(text);
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

// Never a deep-link scheme, whatever the configuration says: web URLs keep their host check, and
// script-capable or local schemes are never followed.
const NOT_DEEP_LINK = new Set(['http', 'https', 'javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem', 'view-source']);

const fail = (reason: CheckUrlReason): CheckUrlResult => ({ ok: false, reason });

function ownOrigin(origin: string | undefined): string | null {
  const raw = origin ?? globalThis.location?.origin;
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether `url`'s host is one of `hosts` ('*.example.com' names its subdomains). An entry without a
 * port names the scheme's default port only, as a CSP host source does; 'host:8443' that port only
 * (docs/decisions/0120).
 */
export function hostAllowed(url: URL, hosts: readonly string[]): boolean {
  return hosts.some((entry) => {
    const host = entry.trim().toLowerCase();
    if (/:\d+$/.test(host)) return host === url.host;
    if (url.port !== '') return false;
    if (host.startsWith('*.')) return url.hostname.endsWith(host.slice(1));
    return host === url.hostname;
  });
}

function checkDeepLink(text: string, opts: CheckUrlOptions & { scheme: string; allowedHosts: readonly string[] }): CheckUrlResult {
  if (!text.toLowerCase().startsWith(`${opts.scheme.toLowerCase()}://`)) return fail('malformed');
  const url = parse(text);
  if (!url || url.username !== '' || url.password !== '' || url.port !== '') return fail('malformed');
  // The host and the path name the app's own screen, never a place: no dotted host, no URL or host
  // in any path segment.
  if (!DEEP_LINK_HOST.test(url.hostname) || loopbackOrAddress(url.hostname)) return fail('host');
  for (const segment of url.pathname.split('/')) {
    for (const layer of decodings(segment)) {
      if (hidden(layer)) return fail('malformed');
      if (pieces(layer).some((piece) => placeLike(piece) || loopbackOrAddress(piece))) return fail('host');
    }
  }
  // The app opens what its deep link names (`lendocash://webview?url=...`, or in the fragment): each
  // such URL must itself be one we would navigate to, however often encoded, and no deep link
  // nests another.
  for (const part of [...parts(url.search.slice(1)), ...parts(url.hash.slice(1))]) {
    for (const layer of decodings(part)) {
      if (hidden(layer)) return fail('malformed');
      for (const piece of pieces(layer)) {
        if (loopbackOrAddress(piece)) return fail('host');
        if (!placeLike(piece)) continue;
        const candidate = URL_LIKE.test(piece) || PATH_LIKE.test(piece) ? piece : `https://${piece.trim()}`;
        const inner = checkUrlAgainst(candidate, { ...opts, allowDeepLink: false, allowBlob: false });
        if (!inner.ok) return inner;
      }
    }
  }
  return { ok: true, url: url.href };
}

/** The allow-list check with the app's configured scheme and hosts as defaults. */
export function checkUrl(raw: unknown, opts: CheckUrlOptions = {}): CheckUrlResult {
  return checkUrlAgainst(raw, { ...opts, scheme: opts.scheme ?? config.deepLinkScheme, allowedHosts: opts.allowedHosts ?? config.allowedHosts });
}

/** The allow-list check itself, with the scheme and hosts given (the inline script's, which carries no app config). */
export function checkUrlAgainst(raw: unknown, opts: CheckUrlOptions & { scheme: string; allowedHosts: readonly string[] }): CheckUrlResult {
  if (raw == null) return fail('empty');
  if (typeof raw !== 'string') return fail('malformed');
  const text = raw.trim();
  if (text === '') return fail('empty');
  if (hasForbiddenChar(text)) return fail('malformed');

  const origin = ownOrigin(opts.origin);
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  const deepScheme = opts.scheme.toLowerCase();

  if (scheme !== undefined && scheme === deepScheme && deepScheme !== '' && !NOT_DEEP_LINK.has(deepScheme)) {
    return opts.allowDeepLink === true ? checkDeepLink(text, { ...opts, scheme: deepScheme }) : fail('scheme');
  }
  if (scheme === 'blob') {
    const inner = parse(text);
    if (!inner) return fail('malformed');
    if (!opts.allowBlob) return fail('scheme');
    return origin !== null && inner.origin === origin ? { ok: true, url: inner.href } : fail('host');
  }
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return fail('scheme');
  if (scheme === undefined && origin === null) return fail('malformed');

  // Only scheme-less text ('/p', '//host', '?q') is resolved against the origin: with a base, browsers
  // read 'https:evil.com' as a path, without one as a host; we take the stricter reading.
  const url = parse(text, scheme === undefined && origin !== null ? `${origin}/` : undefined);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fail('malformed');
  if (url.origin !== origin) {
    if (!hostAllowed(url, opts.allowedHosts)) return fail('host');
    // Another host only over TLS: what the app sends or shows there is never readable on the way.
    if (url.protocol !== 'https:') return fail('scheme');
  }
  if (url.username !== '' || url.password !== '') return fail('malformed');
  // A path starting with '//' ('https://origin//evil.com', '/..//evil.com') is another host to
  // whatever reads the path as a URL, the router among them (docs/decisions/0120).
  if (url.pathname.startsWith('//')) return fail('malformed');
  return { ok: true, url: url.href };
}

/** The checked URL, or null when the allow-list refuses it. */
export function safeUrl(raw: unknown, opts?: CheckUrlOptions): string | null {
  const result = checkUrl(raw, opts);
  return result.ok ? result.url : null;
}

type Where = Pick<CheckUrlOptions, 'origin' | 'allowedHosts'>;

/** What the bridge's openPage takes: a URL of the navigation list or a deep link of the deep-link list. */
export function checkOpenPageUrl(raw: unknown, opts: Where & { scheme?: string } = {}): CheckUrlResult {
  return checkUrl(raw, { ...opts, allowDeepLink: true });
}
