// The build's `VITE_*` variables, read as strings with safe defaults so a fresh clone runs, and
// the two settings a loan page's inline script needs (src/boot-data.ts) without the rest of the
// app's config (src/config/env.ts).
const KEYS = ['VITE_API_BASE', 'VITE_H5_BASE', 'VITE_DEMO', 'VITE_ALLOWED_HOSTS', 'VITE_POLICY_URL', 'VITE_INSPECT'] as const;
type EnvKey = (typeof KEYS)[number];

export function readEnv(source: Record<string, unknown>): Record<EnvKey, string> {
  const out = {} as Record<EnvKey, string>;
  for (const key of KEYS) {
    const v = source[key];
    out[key] = typeof v === 'string' ? v.trim() : '';
  }
  return out;
}

export const env = readEnv(import.meta.env as Record<string, unknown>);

/** Origin (and optional path) of the API; empty means the page's own origin. */
export const apiBase = env.VITE_API_BASE.replace(/\/+$/, '');

/** Whether the in-browser demo backend (MSW) answers the API. */
export const demoBackend = env.VITE_API_BASE === '' && (import.meta.env.DEV || env.VITE_DEMO === '1');
