// The Content Security Policy for the production build. Every build writes it to
// dist/content-security-policy.txt (with the hash of the stylesheet inlined in its pages, see
// docs/decisions/0047-inline-stylesheet.md); whoever serves dist/ sends it as the
// `Content-Security-Policy` header (README, "Content Security Policy"); `vite preview` (E2E) does.
// No eval'd script, and no inline script but the page's own (allowed by its hash, see
// docs/how-a-page-loads.md); frames only from our origin and the configured policy host (over
// HTTPS, on an allowed host);
// connections only to our origin and the API base. Trusted Types required for every script sink
// (innerHTML and the like, script URLs): the app writes no markup from strings, so no policy may
// turn a string into HTML; the photo worker's policy passes only that worker's address (0126), the
// app worker's only its own to `register` (0136), and a
// build with the demo backend names one more, which passes only the demo worker's own address to
// `register` (docs/decisions/0095-trusted-types-and-page-language.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The one Trusted Types policy a build with the demo backend creates (src/mocks/browser.ts): the
 * default policy (MSW registers its worker from a string), whose one rule passes the demo worker's
 * own address to `register`, nothing else; it has no rule for HTML or script.
 */
export const DEMO_WORKER_POLICY = 'default';

/**
 * The policy the complaint form's photo code creates (src/flows/shared/photo/prepare-photo.ts): it
 * passes the photo worker's own address to `new Worker`, nothing else, and has no rule for HTML or
 * script (docs/decisions/0126-photos-made-small-on-the-phone.md).
 */
export const PHOTO_WORKER_POLICY = 'photo-worker';

/**
 * The policy the app's service worker registration creates (src/app/app-worker.ts): it passes the
 * app worker's own address to `register`, nothing else, and has no rule for HTML or script; only in
 * a build without the demo backend, which alone has that worker (docs/decisions/0136).
 */
export const APP_WORKER_POLICY = 'app-worker';

/** Whether the build carries the demo backend (as src/main.tsx decides: no API base, VITE_DEMO=1). */
const carriesDemo = (env) => !env.VITE_API_BASE && env.VITE_DEMO === '1';

/** The policy's file in a build's output folder. */
export const POLICY_FILE = 'content-security-policy.txt';

function originOf(url) {
  try {
    return url && /^https?:\/\//i.test(url) ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

// Loopback hosts, where development and the E2E hosts serve plain http (docs/decisions/0120).
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why `VITE_API_BASE` cannot be used, or null when it can: empty (the page's own origin), or an
 * absolute https URL without user or password; plain http only on a loopback host (development,
 * tests). A build with any other value stops (docs/decisions/0120).
 */
export function apiBaseProblem(value) {
  const text = (value ?? '').trim();
  if (text === '') return null;
  let url;
  try {
    url = new URL(text);
  } catch {
    return `VITE_API_BASE must be an absolute https:// URL, got ${JSON.stringify(text)}`;
  }
  if (url.username !== '' || url.password !== '') return 'VITE_API_BASE must not carry a user or password';
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return null;
  return `VITE_API_BASE must be an https:// URL (http:// only on a loopback host), got ${JSON.stringify(text)}`;
}

/**
 * The policy page's origin for frame-src: only an https URL whose host is one of the allowed hosts
 * (a host without a port on the default port only), as the app's frame list (src/config/url-lists.ts).
 */
function policyFrameSource(policyUrl, allowedHosts) {
  let url;
  try {
    url = new URL(policyUrl ?? '');
  } catch {
    return '';
  }
  if (url.protocol !== 'https:') return '';
  const allowed = allowedHosts.some((entry) => {
    const host = entry.toLowerCase();
    if (/:\d+$/.test(host)) return host === url.host;
    if (url.port !== '') return false;
    return host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : host === url.hostname;
  });
  return allowed ? url.origin : '';
}

/** `styleHashes`, `scriptHashes`: 'sha256-…' sources of the inline <style> and <script> elements the build wrote. */
export function contentSecurityPolicy(env = process.env, { styleHashes = [], scriptHashes = [] } = {}) {
  const apiProblem = apiBaseProblem(env.VITE_API_BASE);
  if (apiProblem) throw new Error(apiProblem);
  const api = originOf(env.VITE_API_BASE);
  const allowedHosts = (env.VITE_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const policy = policyFrameSource(env.VITE_POLICY_URL, allowedHosts);
  const hosts = allowedHosts.map((h) => `https://${h}`);
  const list = (...xs) => [...new Set(xs.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes.map((h) => `'${h}'`))}`,
    // React sets style attributes through the CSSOM, which CSP allows; no style="" markup is emitted,
    // and the one <style> element (the app's stylesheet, inlined by the build) is allowed by its hash.
    `style-src ${list("'self'", ...styleHashes.map((h) => `'${h}'`))}`,
    `img-src ${list("'self'", 'data:', 'blob:', api, ...hosts)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", api, ...hosts)}`,
    `frame-src ${list("'self'", policy)}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${carriesDemo(env) ? `${DEMO_WORKER_POLICY} ${PHOTO_WORKER_POLICY}` : `${PHOTO_WORKER_POLICY} ${APP_WORKER_POLICY}`}`,
  ].join('; ');
}

/** The policy a build wrote to `distDir`; the policy from the environment when it has none. */
export function builtPolicy(distDir) {
  const file = path.join(distDir, POLICY_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : contentSecurityPolicy();
}
