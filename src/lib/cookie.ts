// The spec's "never expires": the last second a cookie date can name.
export const COOKIE_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';

// encodeURIComponent throws on a lone surrogate; replace it rather than fail to save.
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (m) => (m.length === 2 ? m : '\uFFFD'));
}

// A cookie name is an HTTP token: besides what encodeURIComponent escapes, '(' and ')' are not allowed.
const encodeName = (name: string) => encodeURIComponent(wellFormed(name)).replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'));
const encodeValue = (value: string) => encodeURIComponent(wellFormed(value));

/** The `document.cookie` assignment for a site-wide cookie that lasts until the end of year 9999. */
export function cookieString(name: string, value: string): string {
  return `${encodeName(name)}=${encodeValue(value)}; expires=${COOKIE_EXPIRES}; path=/`;
}

export function setCookie(name: string, value: string, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = cookieString(name, value);
}

/** Reads a cookie written by setCookie (decoded); undefined when absent or not decodable. */
export function getCookie(name: string, doc: Pick<Document, 'cookie'> = document): string | undefined {
  const key = encodeName(name);
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== key) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
