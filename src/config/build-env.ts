// The build settings a loan page's inline script needs (src/first-paint/boot-data.ts), apart from the
// app's config (src/config/env.ts). Read by name, so the build folds them to constants.
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Origin (and optional path) of the API; empty means the page's own origin. */
export const apiBase = text(import.meta.env.VITE_API_BASE).replace(/\/+$/, '');

/** Whether the in-browser demo backend (MSW) answers the API. */
export const demoBackend = text(import.meta.env.VITE_API_BASE) === '' && (import.meta.env.DEV || text(import.meta.env.VITE_DEMO) === '1');

/** Hosts that server URLs may point to, besides our own origin (VITE_ALLOWED_HOSTS, comma-separated). */
export const allowedHosts: readonly string[] = text(import.meta.env.VITE_ALLOWED_HOSTS)
  .split(',')
  .map((h) => h.trim())
  .filter(Boolean);

/**
 * Whether the API's CORS allows the `Idempotency-Key` request header (VITE_API_IDEMPOTENCY_CORS=1):
 * then it is sent to an API on another origin too; on the page's own origin it always is (0133).
 */
export const idempotencyAcrossOrigins = text(import.meta.env.VITE_API_IDEMPOTENCY_CORS) === '1';
