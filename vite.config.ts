import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './scripts/csp.mjs';

/**
 * axios picks the XHR adapter in browsers (it comes before fetch in its default order), so its
 * fetch adapter is dead weight on every loan page (~3 KB gzip). Replace it with a stub that reports
 * fetch as unavailable. Recorded in docs/decisions/0009-bundle-trims.md.
 */
function axiosWithoutFetchAdapter(): Plugin {
  const stub = '\0axios-fetch-stub';
  return {
    name: 'axios-without-fetch-adapter',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return stub;
      return null;
    },
    load(id) {
      return id === stub ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
  };
}

// The demo backend is bundled in development and whenever VITE_DEMO=1; a build with a real
// API base (or a plain production build) leaves src/mocks out entirely.
export default defineConfig({
  plugins: [react(), axiosWithoutFetchAdapter()],
  server: { host: '127.0.0.1', port: 5173 },
  // The production build is previewed (and tested end to end) under its Content Security Policy.
  preview: { host: '127.0.0.1', port: 4173, headers: { 'Content-Security-Policy': contentSecurityPolicy() } },
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
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
