import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The demo backend is bundled in development and whenever VITE_DEMO=1; a build with a real
// API base (or a plain production build) leaves src/mocks out entirely.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
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
