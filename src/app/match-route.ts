/** The subset of a route entry the matcher needs, so the rule can be tested on its own. */
export interface Matchable {
  path: string;
  match: 'exact' | 'prefix';
  hash?: boolean;
}

/** True when `pathname` is `path` or lies below it (segment-wise, case-sensitive). */
export function matchesPath(route: Matchable, pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (route.match === 'exact') return clean === route.path;
  if (route.path === '/') return true;
  return clean === route.path || clean.startsWith(`${route.path}/`);
}

/** Hash path of `#/downloadTemplate?x=1` is `/downloadTemplate`; empty when the hash is not a route. */
export function hashPath(hash: string): string {
  if (!hash.startsWith('#/')) return '';
  return hash.slice(1).split('?')[0] ?? '';
}

/**
 * Prefix match, first match wins (SPEC section 2). Hash routes are tried first against the hash,
 * then path routes against the pathname.
 */
export function matchRoute<T extends Matchable>(table: readonly T[], pathname: string, hash = ''): T | undefined {
  const fromHash = hashPath(hash);
  if (fromHash) {
    const hit = table.find((r) => r.hash && matchesPath(r, fromHash));
    if (hit) return hit;
  }
  return table.find((r) => !r.hash && matchesPath(r, pathname));
}
