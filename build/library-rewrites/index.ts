import type { Plugin } from 'vite';
import { axiosAdapterFromConfigOnly } from './axios-adapter-from-config.ts';
import { axiosDefaultsForThisApp } from './axios-defaults.ts';
import { axiosQueryInTheUrl } from './axios-query-in-the-url.ts';
import { axiosUtilsByName } from './axios-utils-by-name.ts';
import { leanPreloadHelper } from './lean-preload-helper.ts';
import { reactRouterTreeShaking } from './react-router-tree-shaking.ts';
import { syncExternalStoreFromReact } from './sync-external-store-from-react.ts';

export * from './axios-adapter-from-config.ts';
export * from './axios-defaults.ts';
export * from './axios-query-in-the-url.ts';
export * from './axios-utils-by-name.ts';
export * from './lean-preload-helper.ts';
export * from './react-router-tree-shaking.ts';
export * from './sync-external-store-from-react.ts';

/**
 * The build's rewrites of library code, one module each: what each takes out of the bundle, what
 * it measured and why it stays are in docs/decisions/0122-one-router-package-and-rewrites-apart.md
 * (first recorded in 0091 and 0105). All are build-only (`apply: 'build'`): development, Storybook's
 * dev server and the tests run the libraries as published. Each is written against the installed
 * version; tests/architecture/library-patches.test.ts fails when an upgrade changes what one relies
 * on, and `node scripts/size-budget.mjs` shows what dropping one would cost each page.
 */
export function libraryRewrites(): Plugin[] {
  return [
    axiosAdapterFromConfigOnly(),
    axiosDefaultsForThisApp(),
    axiosUtilsByName(),
    axiosQueryInTheUrl(),
    leanPreloadHelper(),
    reactRouterTreeShaking(),
    syncExternalStoreFromReact(),
  ];
}
