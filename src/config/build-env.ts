// The two build settings a loan page's inline script needs (src/boot-data.ts), apart from the app's
// config (src/config/env.ts). Read by name, so the build folds them to constants.
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Origin (and optional path) of the API; empty means the page's own origin. */
export const apiBase = text(import.meta.env.VITE_API_BASE).replace(/\/+$/, '');

/** Whether the in-browser demo backend (MSW) answers the API. */
export const demoBackend = text(import.meta.env.VITE_API_BASE) === '' && (import.meta.env.DEV || text(import.meta.env.VITE_DEMO) === '1');
