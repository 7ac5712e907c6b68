import { pickParams, type QueryValue } from './query';

/** Device and session values a loan page forwards to the API and to the next loan page, in this order. */
export const COMMON_QUERY_KEYS = [
  'productId',
  'product_id',
  'orderId',
  'userId',
  'deviceId',
  'deviceName',
  'appVersion',
  'osVersion',
  'sessionId',
  'gps_adid',
  'type',
] as const;

export type CommonQueryKey = (typeof COMMON_QUERY_KEYS)[number];
export type CommonQuery = Readonly<Partial<Record<CommonQueryKey, string>>>;

/** Request-header values the native shell puts in the page query (clients one and two). */
export const HEADER_QUERY_KEYS = ['crp_phe', 'dearest', 'showy', 'dearer', 'language', 'swift', 'eyes'] as const;
export type HeaderQueryKey = (typeof HEADER_QUERY_KEYS)[number];

export function commonQueryFrom(params: URLSearchParams): CommonQuery {
  return pickParams(params, COMMON_QUERY_KEYS);
}

/** What a loan page carries to the next one: the common query, then the header values. */
export interface CarriedQuery {
  commonQuery: CommonQuery;
  headerQuery: Readonly<Partial<Record<HeaderQueryKey, string>>>;
}

/**
 * `path` (relative or absolute, with or without its own query and fragment) plus the carried
 * query. Precedence: carried query < the path's own params < `extra`; an undefined extra is ignored.
 */
export function withCommonQuery(path: string, session: CarriedQuery, extra: Readonly<Record<string, QueryValue>> = {}): string {
  const hashAt = path.indexOf('#');
  const fragment = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const own = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');

  const merged = new URLSearchParams();
  const set = (key: string, value: QueryValue) => {
    if (value !== undefined) merged.set(key, String(value));
  };
  for (const [key, value] of Object.entries(session.commonQuery)) set(key, value);
  for (const [key, value] of Object.entries(session.headerQuery)) set(key, value);
  for (const [key, value] of own) set(key, value);
  for (const [key, value] of Object.entries(extra)) set(key, value);

  const query = merged.toString();
  return `${base}${query ? `?${query}` : ''}${fragment}`;
}
