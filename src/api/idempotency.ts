import { idempotencyAcrossOrigins } from '../config/build-env';

/**
 * The `Idempotency-Key` header for a call that takes a loan or moves money (docs/decisions/0133): sent
 * where the API is on the page's origin, or where the build says the API's CORS allows it (a header
 * the API does not allow would fail every such call at its preflight). None for an empty key.
 */
export function idempotencyHeaders(key: string, baseUrl: string, acrossOrigins = idempotencyAcrossOrigins): Record<string, string> {
  if (key === '') return {};
  const sameOrigin = baseUrl === '' || new URL(baseUrl, window.location.href).origin === window.location.origin;
  return sameOrigin || acrossOrigins ? { 'Idempotency-Key': key } : {};
}
