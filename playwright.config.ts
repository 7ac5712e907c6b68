import { defineConfig, devices } from '@playwright/test';
import { fullChromium, headlessShell } from './tests/e2e/browsers';
import { E2E_WORKERS } from './tests/e2e/workers';

const port = Number(process.env.E2E_PORT ?? 4317);
/** The production build served as a real host would, the demo handlers answering over HTTP. */
export const httpBackendPort = port + 2;
/** Debian's nginx with the build's own site.conf (its API upstream on +1): tests/e2e/host/. */
export const nginxPort = port + 4;
/** Pages on one origin, the API (strict CORS) on the next port: tests/e2e/host/. */
export const crossOriginPort = port + 6;
/** The dev-server smoke, the Storybook walk and the old-webview check have configurations of their own. */
const IGNORED = ['dev/**', 'storybook/**', 'old-webview/**'];

// E2E runs against a production build with the demo backend bundled (VITE_DEMO=1), served on
// loopback; tests/e2e/early-request.spec.ts also against a build without it (httpBackendPort).
export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: IGNORED,
  fullyParallel: true,
  workers: E2E_WORKERS,
  // One retry: a test that passes only on its second try is named FLAKY in npm test's summary (docs/decisions/0117).
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: headlessShell,
  },
  // Chromium's headless shell for every test but the journeys, which run in the whole browser
  // (tests/e2e/browsers.ts, docs/decisions/0132-headless-shell-for-the-browser-tests.md).
  projects: [
    { name: 'chromium-mobile', testIgnore: [...IGNORED, 'journeys/**'], use: { ...devices['Pixel 7'], launchOptions: headlessShell } },
    { name: 'chromium-journeys', testMatch: 'journeys/**/*.spec.ts', use: { ...devices['Pixel 7'], launchOptions: fullChromium } },
  ],
  webServer: [
    {
      // `npm test` made this build beside Vitest (E2E_PREBUILT, scripts/test-builds.mjs); alone, it builds.
      command: `${process.env.E2E_PREBUILT === `dist-e2e-${port}` ? '' : `npx vite build --outDir dist-e2e-${port} --emptyOutDir --logLevel warn && `}npx vite preview --outDir dist-e2e-${port} --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/`,
      env: { VITE_DEMO: '1' },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `node scripts/serve-nginx.mjs ${nginxPort}`,
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
    {
      command: `node scripts/serve-cross-origin.mjs ${crossOriginPort}`,
      url: `http://127.0.0.1:${crossOriginPort}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
    {
      command: `node scripts/serve-http-backend.mjs ${httpBackendPort}`,
      url: `http://127.0.0.1:${httpBackendPort}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
