import { withCommonQuery, type CarriedQuery, type QueryValue } from '../../session';

/**
 * `withCommonQuery` for a URL of our own origin; a URL on any other host as it is. The carried query
 * holds the header values and session ids (crp_phe, dearest, swift, eyes, sessionId, userId), which
 * go nowhere but our origin (docs/decisions/0097), and never to a path starting with '//'. `url` is absolute (allow-list checked).
 */
export function withCommonQueryOnOwnOrigin(
  url: string,
  session: CarriedQuery,
  origin: string,
  extra: Readonly<Record<string, QueryValue>> = {},
): string {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return url;
  }
  // A path starting with '//' names another host to the router (docs/decisions/0120): nothing carried.
  if (target.pathname.startsWith('//')) return target.href;
  return target.origin === origin ? withCommonQuery(target.href, session, extra) : target.href;
}
