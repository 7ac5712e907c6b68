/**
 * A value with named fields (an object, not null, not an array), read field by field as `unknown`:
 * a server answer, a stored value or a rejection is checked this way, never cast to its type.
 */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
