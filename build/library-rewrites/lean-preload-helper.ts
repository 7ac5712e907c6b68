import type { Plugin } from 'vite';

/**
 * Vite's helper for a dynamic `import()` (`__vitePreload`): it asks for the imported chunk's own
 * imports beside it (`<link rel="modulepreload">`), so they do not wait for it. Vite's version also
 * loads CSS chunks, waits for them and reads a CSP nonce: this build has one stylesheet, inlined in
 * the page (`cssCodeSplit: false`), and a policy by hashes, so none of that runs. The same helper
 * for scripts only, with the same `vite:preloadError` event on a failed import. Recorded in
 * docs/decisions/0105-first-load-as-fetched.md; it buys 0.35 KB gzip on every page
 * (docs/decisions/0122-one-router-package-and-rewrites-apart.md);
 * tests/architecture/library-patches.test.ts runs it and fails when Vite no longer names or calls
 * its helper this way.
 */
export const leanPreloadHelperCode = (base: string) => `const base = ${JSON.stringify(base)};
const rel = /* @__PURE__ */ (() => {
  const list = typeof document !== 'undefined' && document.createElement('link').relList;
  return list && list.supports && list.supports('modulepreload') ? 'modulepreload' : 'preload';
})();
const seen = {};
export const __vitePreload = (baseModule, deps) => {
  if (deps && deps.length > 0) {
    const present = new Set(Array.from(document.getElementsByTagName('link'), (link) => link.href));
    for (const dep of deps) {
      const href = new URL(base + dep, import.meta.url).href;
      if (seen[href] || present.has(href)) continue;
      seen[href] = true;
      const link = document.createElement('link');
      link.rel = rel;
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  }
  return Promise.resolve()
    .then(baseModule)
    .catch((error) => {
      const event = new Event('vite:preloadError', { cancelable: true });
      event.payload = error;
      window.dispatchEvent(event);
      if (!event.defaultPrevented) throw error;
    });
};
`;

export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

export function leanPreloadHelper(): Plugin {
  // Vite resolves a relative base (Storybook's static build) against the importing chunk; this
  // helper does not, so it leaves Vite's own helper there.
  let base: string | null = '/';
  return {
    name: 'lean-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base.startsWith('/') ? config.base : null;
    },
    load(id) {
      return id === VITE_PRELOAD_HELPER_ID && base !== null ? { code: leanPreloadHelperCode(base), moduleSideEffects: false } : null;
    },
  };
}
