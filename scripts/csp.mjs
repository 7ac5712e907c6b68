// The Content Security Policy for the production build. Whoever serves dist/ sends it as the
// `Content-Security-Policy` header (README, "Content Security Policy"); `vite preview` (E2E) does.
// No inline or eval'd script; frames only from our origin and the configured policy host;
// connections only to our origin and the API base.

function originOf(url) {
  try {
    return url && /^https?:\/\//i.test(url) ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

export function contentSecurityPolicy(env = process.env) {
  const api = originOf(env.VITE_API_BASE);
  const policy = originOf(env.VITE_POLICY_URL);
  const hosts = (env.VITE_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean).map((h) => `https://${h}`);
  const list = (...xs) => [...new Set(xs.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React sets style attributes through the CSSOM, which CSP allows; no <style> or style="" markup is emitted.
    "style-src 'self'",
    `img-src ${list("'self'", 'data:', 'blob:', api, ...hosts)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", api, ...hosts)}`,
    `frame-src ${list("'self'", policy)}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
