// How the allow-list (./url-allow-list.ts) reads a value that may name a place: its layers of
// encoding, its pieces, whether one is a URL, a path, a host or this computer, and what hides in it.

/** `text` read as a URL (against `base`), or null when it is none. */
export function parse(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

// A value that names a place of its own: a scheme ('https:', 'javascript:', 'lendocash:') or a
// scheme-relative '//host' (URL-like); a path ('/p', which resolves against our origin); or a dotted
// host name, with or without a port and path ('evil.com', 'evil.com:8080/x': host-like, which an app
// may open as 'https://evil.com'). A plain decimal number ('1500.50') is a number, not a host.
// Each is judged as a browser would read it: after NFKC ('ｅｖｉｌ．ｃｏｍ' is 'evil.com') with every
// dot look-alike a dot ('evil。example'), docs/decisions/0135.
export const URL_LIKE = /^\s*([a-z][a-z0-9+.-]*:|[/\\]{2})/i;
export const PATH_LIKE = /^\s*[/\\]/;
const HOST_LIKE = /^\s*[a-z0-9-]+(\.[a-z0-9-]+)+\.?(:\d*)?([/?#\\]|$)/i;
const DECIMAL = /^\s*\d+(\.\d+)?\s*$/;
// This computer, by name or as an IPv6 literal: never a place a deep link may name.
const LOOPBACK_NAME = /^\s*(([a-z0-9-]+\.)*localhost\.?|\[[0-9a-f:.]*\])(:\d*)?([/?#\\]|$)/i;
// A whole number a URL parser reads as an IPv4 address ('2130706433' and '0x7f000001' are 127.0.0.1).
const INTEGER = /^\s*(0x[0-9a-f]+|\d+)\.?\s*$/i;
// Characters a browser reads as a dot in a host name (IDNA maps the first three), and those that look like one.
const DOT_LIKE = /[\u3002\uff0e\uff61\u2024\ufe52\u06d4\u0701\u0702\u2e3c\ua4f8\ua60e\u00b7\u0387\u2027\u2219\u22c5\u30fb\uff65]/g;
// Control characters (C0, DEL, C1), how '%00https://' hides a URL, and invisible ones (format
// characters such as a zero-width space or a bidi control, fillers, variation selectors), how
// '%E2%80%8Bhttps://' does: never in a value the app reads.
const HIDDEN_CLASS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/u;
// Invisible marks that join the character before them (a class cannot hold them): the combining
// grapheme joiner, Khmer's inherent vowels, Mongolian and other variation selectors.
const HIDDEN_MARKS: readonly (readonly [number, number])[] = [
  [0x034f, 0x034f],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0xfe00, 0xfe0f],
  [0xe0100, 0xe01ef],
];
export const hidden = (text: string) =>
  HIDDEN_CLASS.test(text) ||
  [...text].some((c) => {
    const p = c.codePointAt(0) ?? 0;
    return HIDDEN_MARKS.some(([from, to]) => p >= from && p <= to);
  });

/** `text` as a browser reads a host in it: NFKC, then every dot look-alike a dot. */
const spelled = (text: string) => text.normalize('NFKC').replace(DOT_LIKE, '.');

// A deep link's host is one name ('home', 'webview'): no dot, no port.
export const DEEP_LINK_HOST = /^[a-z0-9-]*$/i;

/** `text` and each reading of it (NFKC, percent-decoding), until reading changes nothing or fails. */
export function decodings(text: string): string[] {
  const layers = [text];
  for (let i = 0; i < 16; i++) {
    const last = layers[layers.length - 1] ?? '';
    let next = spelled(last);
    if (next === last) {
      try {
        next = decodeURIComponent(last);
      } catch {
        return layers;
      }
    }
    if (next === last) return layers;
    layers.push(next);
  }
  // Still changing after so many readings: nothing the app sends is encoded so deep.
  return [...layers, '\u0000'];
}

/** Whether a parsed host name is this computer: localhost and its subdomains, 127.0.0.0/8, 0.0.0.0, ::1, ::. */
const loopbackHost = (host: string) =>
  /(^|\.)localhost\.?$/i.test(host) || /^127\.\d+\.\d+\.\d+$/.test(host) || ['0.0.0.0', '[::1]', '[::]'].includes(host);

/**
 * Whether `text` names this computer (by name, as a URL, an IPv4 or IPv6 literal) or an address by
 * a whole number ('2130706433', '0x7f000001'): refused wherever a deep link carries it, listed or not.
 */
export function loopbackOrAddress(text: string): boolean {
  if (LOOPBACK_NAME.test(text)) return true;
  const integer = INTEGER.test(text);
  const urlLike = URL_LIKE.test(text);
  if (!integer && !urlLike && !(HOST_LIKE.test(text) && !DECIMAL.test(text))) return false;
  const url = urlLike ? parse(text.trim(), 'https://base.invalid/') : parse(`https://${text.trim()}`);
  const host = url?.hostname ?? '';
  // Below 2^24 the parser reads 0.x.y.z, no host: amounts, ids and a plain 0 stay numbers.
  if (integer) return /^\d+\.\d+\.\d+\.\d+$/.test(host) && !host.startsWith('0.');
  return loopbackHost(host);
}

export const placeLike = (text: string) => URL_LIKE.test(text) || PATH_LIKE.test(text) || (HOST_LIKE.test(text) && !DECIMAL.test(text));

/** A layer and, unless it is itself a URL or a path, each of its pieces ('a=1;url=https://…' holds 'https://…'). */
export function pieces(layer: string): string[] {
  if (URL_LIKE.test(layer) || PATH_LIKE.test(layer)) return [layer];
  return [layer, ...layer.split(/[&;=,\s]+/).filter((p) => p !== '' && p !== layer)];
}

/** Every key and value of a query or fragment ('a=1&b=2'), and the whole of it. */
export function parts(text: string): string[] {
  if (text === '') return [];
  const out = [text];
  for (const [key, value] of new URLSearchParams(text)) out.push(key, value);
  return out;
}
