// The payment code pages' inline script checks the code's picture before the app runs
// (./first-answer-voucher.ts) with a narrower form of the URL allow-list (src/config/url-allow-list.ts,
// about 1 KB of gzip the inline script would otherwise carry): only a URL written in visible ASCII,
// either a path of our own ('/files/code.svg') or an absolute http(s) URL of our own origin or, over
// HTTPS only, of an allowed host, with no user or password. Whatever it passes, the full check passes
// with the same URL (tests/unit/first-paint/first-paint-url.test.ts); anything else the full check
// passes the app shows once it runs: the first paint draws no picture for it, nothing more.
import { hostAllowed } from '../config/url-allow-list';

// A path of our own ('/' then not a second '/') or 'http(s)://', then visible ASCII without a backslash.
const PLAIN_WEB_URL = /^(https?:\/\/|\/(?!\/))[\x21-\x5b\x5d-\x7e]*$/i;

/** The picture's URL when the narrow check passes it, else null. `origin`: the page's (`location.origin`). */
export function firstPaintPictureUrl(value: unknown, allowedHosts: readonly string[], origin: string): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!PLAIN_WEB_URL.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, `${origin}/`);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  // '/..//evil.com' or 'https://origin//evil.com': refused, as the full check refuses it (docs/decisions/0120).
  if (url.pathname.startsWith('//')) return null;
  return url.origin === origin || (url.protocol === 'https:' && hostAllowed(url, allowedHosts)) ? url.href : null;
}
