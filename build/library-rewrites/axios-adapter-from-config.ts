import type { Plugin } from 'vite';

/**
 * `src/api/axios-core.ts` gives every axios request its own fetch adapter, so axios's adapter
 * registry (with its XHR and fetch adapters, progress, cookie and stream helpers) is dead weight in
 * the browser. Replace it with one that returns the configured adapter. Node tests keep the real
 * registry (it returns the same adapter). Recorded in docs/decisions/0042-axios-core.md; it buys
 * 9.0 KB gzip on each of the 21 pages that call the API (measured with the other rewrites in place,
 * docs/decisions/0122-one-router-package-and-rewrites-apart.md), and
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
