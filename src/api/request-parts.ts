// The parts of a request that need no HTTP library: body encoding and query strings. The entry
// script uses them for a page's first request (src/api/first-request.ts) before the app loads.
import { toQueryString, type QueryValue } from '../session/query';

/** The marker header both clients send (SPEC 7). */
export const REQUESTED_WITH = { 'X-Requested-With': 'XMLHttpRequest' } as const;

export type FormValue = string | number | boolean | null | undefined;
export type FormBody = Readonly<Record<string, FormValue>>;

/** `key=value&...`, skipping null and undefined (an absent field is not sent as "null"). */
export function formEncode(body: FormBody): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params.toString();
}

export function appendQuery(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const qs = toQueryString(query);
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}
