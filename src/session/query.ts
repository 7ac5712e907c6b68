export type QueryValue = string | number | undefined;

export function toSearchParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** Keeps, in the order of `keys`, the params that are present with a non-empty value. */
export function pickParams<K extends string>(params: URLSearchParams, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value !== '') out[key] = value;
  }
  return out;
}

/** URL-encoded `key=value` pairs, skipping undefined values; keys keep their insertion order. */
export function toQueryString(record: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    if (value !== undefined) params.append(key, String(value));
  }
  return params.toString();
}
