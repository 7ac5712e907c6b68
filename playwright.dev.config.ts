import { defineConfig, devices } from '@playwright/test';
import { headlessShell as chromium } from './tests/e2e/browsers';
import { E2E_WORKERS } from './tests/e2e/workers';

/** `npm start` on its own port: E2E_DEV_PORT, else 20 above E2E_PORT (4337 by default). */
export const devPort = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 20);

// The app as `npm start` serves it: the Vite dev server, the in-browser demo backend (MSW's
// service worker) and React's StrictMode, which mounts every page twice in development.
export default defineConfig({
  testDir: 'tests/e2e/dev',
  fullyParallel: true,
  workers: E2E_WORKERS,
  // One retry: a test that passes only on its second try is named FLAKY in npm test's summary (docs/decisions/0117).
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: [['list']],
  // The dev server compiles each module on its first request: the first visits are slow.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: { baseURL: `http://127.0.0.1:${devPort}`, trace: 'off', launchOptions: chromium },
  projects: [{ name: 'dev-server', use: { ...devices['Pixel 7'], launchOptions: chromium } }],
  webServer: {
    command: `npx vite --host 127.0.0.1 --port ${devPort} --strictPort --clearScreen false`,
    url: `http://127.0.0.1:${devPort}/`,
    // The demo backend answers only without an API base. `?inspect=ws` is relayed to the inspector
    // server of tests/e2e/dev/inspect-ws.spec.ts, on the port after this one.
    env: { VITE_API_BASE: '', INSPECT_PORT: String(devPort + 1) },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
