import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { prerenderPages, previewRewrite } from './scripts/prerender.mjs';
import { chunkGroups } from './scripts/chunk-groups.mjs';
import { hostConfig } from './scripts/host-config.mjs';

/**
 * `src/api/axios-core.ts` gives every axios request its own fetch adapter, so axios's adapter
 * registry (with its XHR and fetch adapters, progress, cookie and stream helpers) is dead weight
 * in the browser. Replace it with one that returns the configured adapter. Node tests keep the
 * real registry (it returns the same adapter). Recorded in docs/decisions/0042-axios-core.md; it
 * buys 6.6 KB gzip on every page that calls the API (decision 0091), and
 * tests/architecture/library-patches.test.ts fails when the installed axios no longer matches it.
 */
export function axiosAdapterFromConfigOnly(): Plugin {
  const stub = '\0axios-adapters-stub';
  return {
    name: 'axios-adapter-from-config-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../adapters/adapters.js' && importer && /axios[\\/]lib[\\/]core[\\/]dispatchRequest\.js$/.test(importer)) return stub;
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      return [
        'export default {',
        '  getAdapter(adapter) {',
        "    if (typeof adapter !== 'function') throw new Error('axios: this build only runs a configured adapter function');",
        '    return adapter;',
        '  },',
        '};',
      ].join('\n');
    },
  };
}

/**
 * React Router's published modules keep their whole data-router and framework-mode code alive in
 * every bundle: top-level `X.displayName = ...` assignments and un-annotated `React.createContext`
 * / `React.forwardRef` / `new URL(...)` calls count as side effects, so nothing they reach can be
 * tree-shaken (~9 KB gzip on every page for an app that only uses BrowserRouter and a few hooks).
 * In production builds drop the display names (a development-tools nicety) and mark those calls
 * pure. Recorded in docs/decisions/0041-router-tree-shaking.md; it buys 7.6 KB gzip on every page
 * (decision 0091). `npm test` runs the app on the result, and
 * tests/architecture/library-patches.test.ts fails when the installed React Router no longer matches it.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      const out = code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^(var [\w$]+ = )(new (?:URL|Set)\()/gm, '$1/* @__PURE__ */ $2');
      return out === code ? null : { code: out, map: null };
    },
  };
}

// The demo backend is bundled in development and whenever VITE_DEMO=1; a build with a real
// API base (or a plain production build) leaves src/mocks out entirely.
export default defineConfig({
  plugins: [react(), axiosAdapterFromConfigOnly(), reactRouterTreeShaking(), chunkGroups(), prerenderPages(), previewRewrite(), hostConfig()],
  server: { host: '127.0.0.1', port: 5173 },
  // The production build is previewed (and tested end to end) under its Content Security Policy,
  // which `previewRewrite` reads from the build (dist/content-security-policy.txt).
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
    // One stylesheet for the whole app (~5 KB gzip): one render-blocking request per page instead
    // of one per module, cached across pages (docs/decisions/0044-first-paint-before-scripts.md).
    cssCodeSplit: false,
    // The next-tap code (src/app/hops) loads when the page is idle: its imports follow it then, so
    // the app's chunk carries no list of them (docs/decisions/0102).
    modulePreload: { resolveDependencies: (file, deps) => (/(^|\/)hops-[\w-]+\.js$/.test(file) ? [] : deps) },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/helpers/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    css: false,
    restoreMocks: true,
    pool: 'threads',
    testTimeout: 20000,
  },
});
