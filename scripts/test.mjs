// `npm test`: typecheck, lint and format beside the unit + model-based + view + story tests (Vitest), size budgets, then Playwright
// E2E in Chromium (found or installed by ensure-chromium; nginx likewise by ensure-nginx), against the build and against the dev server,
// and the build in an old Chromium (106, the devDependency @sparticuz/chromium). Every step runs; the exit code is
// non-zero if any failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';

/** A step that starts with the next ones and runs beside them, its output kept until it ends. */
const BESIDE = 'beside';

const steps = [
  // TypeScript 7's native compiler (the devDependency typescript-native): the same files and
  // diagnostics as 5.9's, in a fifth of the time (docs/decisions/0121-native-typecheck.md).
  // The static checks run beside Vitest (they take a core for seconds, while Vitest's two workers
  // leave part of one idle), their output printed whole as each ends. ESLint and Prettier keep a
  // cache in node_modules/.cache: a file unchanged since the last run is not read again (every
  // rule of ours reads one file at a time, so a cached answer stays true; decision 0125).
  ['typecheck (TypeScript 7, native)', 'node', ['node_modules/typescript-native/bin/tsc', '-p', 'tsconfig.json', '--noEmit'], null, BESIDE],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/'], null, BESIDE],
  [
    'format (Prettier check)',
    'npx',
    ['prettier', '--check', '.', '--cache', '--cache-location', 'node_modules/.cache/prettier/cache.json'],
    null,
    BESIDE,
  ],
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
    'old webviews: a README route of each page module and each form action in Chromium 106, on the production build',
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

/**
 * A Playwright step also writes a JSON report, so the summary at the end (the part of a long CI log
 * one reads first) can name the tests that failed or passed only on a second try, with the first
 * lines of their errors.
 */
function playwrightReport(index, args) {
  if (!args.includes('playwright')) return { env: {}, read: () => [] };
  mkdirSync('test-results', { recursive: true });
  const file = `test-results/npm-test-step-${index}.json`;
  rmSync(file, { force: true });
  return {
    args: [...args, '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    read: () => (existsSync(file) ? unexpected(JSON.parse(readFileSync(file, 'utf8'))) : ['(no report was written)']),
  };
}

function unexpected(report) {
  const lines = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'expected' || t.status === 'skipped') continue;
        const where = `${spec.file}:${spec.line}`;
        lines.push(`${t.status === 'flaky' ? 'FLAKY' : 'FAILED'} ${where} › ${[...titles.slice(1), spec.title].join(' › ')}`);
        const error = (t.results ?? []).flatMap((r) => r.errors ?? []).find((e) => e.message);
        // eslint-disable-next-line no-control-regex
        const message = error ? error.message.replace(/\u001b\[[0-9;]*m/g, '') : '';
        for (const l of message
          .split('\n')
          .filter((x) => x.trim())
          .slice(0, 4))
          lines.push(`      ${l.slice(0, 200)}`);
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return lines;
}

// `--quick` (npm run test:quick): the steps that need no browser and no build: typecheck, lint,
// format and every Vitest test. The inner loop, after each change; `npm test` before a push.
const QUICK_STEPS = 4;
const chosen = process.argv.includes('--quick') ? steps.slice(0, QUICK_STEPS) : steps;

const results = [];

/** Runs one step; `quiet` keeps its output and prints it whole when it ends (a step run beside others). */
function run(index, [name, cmd, args, prepare], quiet) {
  if (!quiet) console.log(`\n▶ ${name}`);
  const started = Date.now();
  const extraEnv = prepare ? prepare() : {};
  const report = playwrightReport(index, args);
  const child = spawn(cmd, report.args ?? args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...extraEnv, ...report.env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = Math.round((Date.now() - started) / 1000);
      if (quiet) {
        console.log(`\n▶ ${name} (beside the next step)`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)`);
      resolve({ index, name, ok, seconds, tests: report.read() });
    });
  });
}

let beside = [];
for (const [index, step] of chosen.entries()) {
  if (step[4] === BESIDE) {
    beside.push(run(index, step, true));
    continue;
  }
  const own = await run(index, step, false);
  // The summary keeps the steps' order.
  results.push(...(await Promise.all(beside)), own);
  beside = [];
}
results.push(...(await Promise.all(beside)));

console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
  for (const line of r.tests) console.log(`        ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
