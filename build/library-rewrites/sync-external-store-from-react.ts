import type { Plugin } from 'vite';

/**
 * @xstate/react imports `use-sync-external-store/shim` (and its `with-selector`): the shim
 * re-implements `useSyncExternalStore` for React 16 and 17 and, on React 18 and later, hands over
 * to React's own. The package's plain entries are React's own hook and the selector on top of it,
 * the same code the shim runs on this app's React 19, without the fallback. In production builds
 * resolve the shim's entries to them (docs/decisions/0105-first-load-as-fetched.md). It buys 0.2 KB
 * gzip on each of the 23 pages that load @xstate/react
 * (docs/decisions/0122-one-router-package-and-rewrites-apart.md);
 * tests/architecture/library-patches.test.ts fails when the package no longer has them.
 */
export function syncExternalStoreFromReact(): Plugin {
  const hook = '\0use-sync-external-store-from-react';
  const withSelector: Record<string, string> = {
    'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    'use-sync-external-store/shim/with-selector.js': 'use-sync-external-store/with-selector',
  };
  return {
    name: 'use-sync-external-store-from-react',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source === 'use-sync-external-store/shim' || source === 'use-sync-external-store/shim/index.js') return hook;
      const target = withSelector[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
    load(id) {
      return id === hook ? "export { useSyncExternalStore } from 'react';" : null;
    },
  };
}
