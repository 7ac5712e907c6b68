// `npm test`: typecheck, lint, unit + model-based + view + story tests (Vitest), size budgets, then Playwright
// E2E in Chromium (found or installed by ensure-chromium; nginx likewise by ensure-nginx), against the build and against the dev server,
// and the build in an old Chromium (106, the devDependency @sparticuz/chromium). Every step runs; the exit code is
// non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format (Prettier check)', 'npx', ['prettier', '--check', '.']],
  ['unit, model-based, view and story tests', 'npx', ['vitest', 'run']],
  ['first-load JS size budgets (what Chromium fetches while each route loads)', 'node', ['scripts/size-budget.mjs']],
  [
    "e2e (Playwright, Chromium; production hosts behind Debian's nginx and on two origins)",
    'npx',
    ['playwright', 'test'],
    () => ({ CHROMIUM_PATH: ensureChromium(), NGINX_PATH: ensureNginx() }),
  ],
  [
    // Reuses the build the step above made; the old Chromium comes from @sparticuz/chromium and
    // runs on the system libraries Debian's chromium package brings (docs/decisions/0096-old-webviews.md).
    'old webviews: every README route and form action in Chromium 106, on the production build',
    'npx',
    ['playwright', 'test', '-c', 'playwright.old-webview.config.ts'],
    () => ({ CHROMIUM_PATH: ensureChromium(), OLD_WEBVIEW_BUILD: `dist-e2e-${process.env.E2E_PORT ?? 4317}` }),
  ],
  [
    'static Storybook: build it, open every story in Chromium',
    'npx',
    ['playwright', 'test', '-c', 'playwright.storybook.config.ts'],
    () => ({ CHROMIUM_PATH: ensureChromium() }),
  ],
  [
    'e2e on the dev server (npm start: StrictMode, in-browser demo backend)',
    'npx',
    ['playwright', 'test', '-c', 'playwright.dev.config.ts'],
    () => ({ CHROMIUM_PATH: ensureChromium() }),
  ],
];

const results = [];
for (const [name, cmd, args, prepare] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const extraEnv = prepare ? prepare() : {};
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  console.log(`${ok ? '✔' : '✘'} ${name} (${results.at(-1).seconds} s)`);
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
