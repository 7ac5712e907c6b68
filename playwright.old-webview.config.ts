import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS } from './tests/e2e/workers';
import { OLD_CHROMIUM_ARGS, ensureOldChromium } from './scripts/old-chromium.mjs';

/** The old-webview check on its own port: OLD_WEBVIEW_PORT, else 60 above E2E_PORT (4377 by default). */
export const oldWebviewPort = Number(process.env.OLD_WEBVIEW_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 60);

// The production build with the demo backend, opened in the old headless Chromium that
// @sparticuz/chromium ships (106: Android 6's last WebView), unpacked by scripts/old-chromium.mjs.
// Every README route and each form page's main action start with no console error and no uncaught
// exception (docs/decisions/0096-old-webviews.md).
const launchOptions = { executablePath: ensureOldChromium(), args: OLD_CHROMIUM_ARGS };
/** A phone on Android 6 with its last WebView (106). */
const phone = {
  ...devices['Pixel 7'],
  userAgent:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5 Build/MOB31T; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/106.0.5249.126 Mobile Safari/537.36',
};

export default defineConfig({
  testDir: 'tests/e2e/old-webview',
  fullyParallel: true,
  workers: E2E_WORKERS,
  // One retry: a test that passes only on its second try is named FLAKY in npm test's summary (docs/decisions/0117).
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { baseURL: `http://127.0.0.1:${oldWebviewPort}`, trace: 'off', launchOptions },
  projects: [{ name: 'old-webview', use: { ...phone, launchOptions } }],
  webServer: {
    command: `node scripts/serve-old-webview.mjs ${oldWebviewPort}`,
    url: `http://127.0.0.1:${oldWebviewPort}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
