import { defineConfig, devices } from '@playwright/test';
import { headlessShell as chromium } from './tests/e2e/browsers';
import { E2E_WORKERS } from './tests/e2e/workers';

/** The static Storybook on its own port: E2E_STORYBOOK_PORT, else 40 above E2E_PORT (4357 by default). */
export const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 40);

// The static Storybook as QA opens it from a web server: `npm run build-storybook` (into
// storybook-static/), served as plain files, every story of its index.json opened in Chromium.
export default defineConfig({
  testDir: 'tests/e2e/storybook',
  fullyParallel: true,
  workers: E2E_WORKERS,
  // One retry: a test that passes only on its second try is named FLAKY in npm test's summary (docs/decisions/0117).
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${storybookPort}`, trace: 'off', launchOptions: chromium },
  projects: [{ name: 'storybook-static', use: { ...devices['Pixel 7'], launchOptions: chromium } }],
  webServer: {
    // `npm test` built it beside Vitest (STORYBOOK_PREBUILT, scripts/test-builds.mjs); alone, it builds.
    command: `${process.env.STORYBOOK_PREBUILT === '1' ? '' : 'npm run build-storybook -- --quiet && '}node scripts/serve-static.mjs storybook-static ${storybookPort}`,
    url: `http://127.0.0.1:${storybookPort}/index.json`,
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
