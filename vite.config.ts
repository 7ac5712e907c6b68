import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { libraryRewrites } from './build/library-rewrites/index.ts';
import { prerenderPages, previewRewrite } from './scripts/prerender.mjs';
import { chunkGroups } from './scripts/chunk-groups.mjs';
import { hostConfig } from './scripts/host-config.mjs';
import { inspectRelay } from './scripts/inspector-server.mjs';

// `npm start` over HTTPS, for a phone that reaches it on the network (`--host`): the demo backend's
// service worker needs a secure context, so a certificate the phone trusts (README, "Inspecting a phone").
const { DEV_HTTPS_CERT, DEV_HTTPS_KEY } = process.env;
const devHttps = DEV_HTTPS_CERT && DEV_HTTPS_KEY ? { https: { cert: readFileSync(DEV_HTTPS_CERT), key: readFileSync(DEV_HTTPS_KEY) } } : {};

// The demo backend is bundled in development and whenever VITE_DEMO=1; a build with a real
// API base (or a plain production build) leaves src/mocks out entirely.
export default defineConfig({
  plugins: [
    react(),
    // Rewrites of library code in production builds, each with its guard test (build/library-rewrites/).
    ...libraryRewrites(),
    chunkGroups(),
    prerenderPages(),
    previewRewrite(),
    hostConfig(),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // `?inspect=ws`: the page's machines go to the inspector server of `npm run inspect-server`
    // through the dev server's own origin (src/app/inspector.ts, docs/decisions/0127-statecharts-and-phone-inspection.md),
    // from the dev server's own pages only (docs/decisions/0135).
    proxy: { '/__xstate-inspect': inspectRelay({ port: process.env.INSPECT_PORT ?? 8080, secure: Boolean(DEV_HTTPS_CERT && DEV_HTTPS_KEY) }) },
    ...devHttps,
  },
  // The production build is previewed (and tested end to end) under its Content Security Policy,
  // which `previewRewrite` reads from the build (dist/content-security-policy.txt). No proxy there.
  preview: { host: '127.0.0.1', port: 4173, proxy: {} },
  worker: { rolldownOptions: { checks: { bundlerTimings: false } } },
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
    // Rolldown warns on stderr when plugins take a large share of a build: on a loaded machine, every
    // build. That says how fast the machine was, not what is wrong; a green run is quiet (decision 0138).
    rolldownOptions: { checks: { bundlerTimings: false } },
    // One stylesheet for the whole app (~5 KB gzip): one render-blocking request per page instead
    // of one per module, cached across pages (docs/decisions/0044-first-paint-before-scripts.md).
    cssCodeSplit: false,
    // No module-preload polyfill (0.4 KB on every page): every supported browser but Safari before
    // 17 preloads modules, and there the page's inline script (src/first-paint/app-start.ts) and
    // Vite's preload helper preload the scripts as plain scripts.
    // The next-tap code (src/app/hops) loads when the page is idle: its imports follow it then, so
    // the app's chunk carries no list of them (docs/decisions/0102).
    modulePreload: {
      polyfill: false,
      // The same for the payment code page's storage on the phone (docs/decisions/0136): fetched once
      // the voucher's answer or failure is in, when its imports are loaded already.
      resolveDependencies: (file, deps) => (/(^|\/)(hops|voucher-on-phone|voucher-standing)-[\w-]+\.js$/.test(file) ? [] : deps),
    },
  },
  test: {
    setupFiles: ['tests/helpers/setup.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', '.stryker-tmp/**'],
    css: false,
    restoreMocks: true,
    pool: 'threads',
    // Three workers on the 2-core machine: a worker often waits (a page's timers, its answers), and a
    // third keeps both cores busy: 250 s against 274 s for the whole suite, the same load on the
    // machine (decision 0138). Vitest's default is one fewer than the cores: one here.
    maxWorkers: 3,
    testTimeout: 20000,
    // A worker's files share its module graph (none built anew per file): half the time. What
    // pages keep between tests is reset after each one (tests/helpers/setup.ts).
    isolate: false,
    // A DOM only where a test uses one: machines, unit and architecture tests run in Node, a file
    // there that needs a DOM says so in its first line (`// @vitest-environment happy-dom`); views,
    // stories and the reliability suites render pages in happy-dom (decision 0125). happy-dom takes
    // half the CPU of jsdom on these suites (jsdom works out every element's computed style against
    // its full browser style sheet at each role query); the few files that rely on jsdom's fuller
    // platform say `// @vitest-environment jsdom` in their first line (decision 0129).
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['tests/{machines,unit,architecture}/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'dom', include: ['tests/{views,stories,reliability}/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
    ],
  },
});
