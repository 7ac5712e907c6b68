// `npm test`: typecheck, lint and format beside the unit + model-based + view + story tests (Vitest); then the size budgets
// beside one Playwright run (E2E in Chromium, found or installed by ensure-chromium, nginx likewise by ensure-nginx, against
// the build; the build in an old Chromium, 106, the devDependency @sparticuz/chromium; the static Storybook; the dev server);
// then the build in WebKitGTK. Every step runs; the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureBrowsers } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { installSystemPackages } from './system-packages.mjs';
import { testBuildEnv } from './test-builds.mjs';

/** Both Chromium builds (scripts/ensure-chromium.mjs), found or installed once, for the steps that drive them. */
function browserPaths() {
  const { chromium, headlessShell } = ensureBrowsers();
  return { CHROMIUM_PATH: chromium, HEADLESS_SHELL_PATH: headlessShell };
}

/** A step that starts with the next ones and runs beside them, its output kept until it ends. */
const BESIDE = 'beside';
/** A step of `npm test` only, not of the quick tier. */
const WHOLE_ONLY = 'whole only';

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
  // The builds the browser step serves, made once, beside Vitest (scripts/test-builds.mjs, decision
  // 0132): before, each server built its own as the browser step started, its workers waiting.
  [
    'builds for the browser step (the app with and without the demo backend, the demo handlers, the static Storybook)',
    'node',
    ['scripts/test-builds.mjs'],
    null,
    BESIDE,
    WHOLE_ONLY,
  ],
  ['unit, model-based, view and story tests', 'npx', ['vitest', 'run']],
  // The size budgets (a build of their own, then Chromium on each route) run beside the browser
  // step: its first minute is building while its workers wait (decision 0129).
  [
    'first-load JS size budgets (what Chromium fetches while each route loads)',
    'node',
    ['scripts/size-budget.mjs'],
    // Chromium and its headless shell found or installed here, before the browser step looks for them too (one apt-get at a time).
    () => ({ ...browserPaths(), ...testBuildEnv() }),
    BESIDE,
  ],
  [
    // The four Playwright configurations as one run (playwright.all.config.ts, decision 0129): their
    // servers start together and both workers take tests from every project. The summary gives
    // each project's tests and the time from its first test's start to its last test's end.
    'browsers (Playwright): e2e on the production build (Chromium: its headless shell, the journeys in the whole browser; hosts behind nginx and on two origins), old webviews (Chromium 106), the static Storybook, the dev server',
    'npx',
    ['playwright', 'test', '-c', 'playwright.all.config.ts'],
    () => ({ ...browserPaths(), NGINX_PATH: ensureNginx(), ...testBuildEnv() }),
  ],
  [
    // iOS webviews' engine: Debian's WebKitGTK under WebKitWebDriver and Xvfb (installed with apt-get
    // when missing), on the E2E build the step above made (docs/decisions/0130-webkit-in-npm-test.md).
    "WebKit (WebKitGTK 2.50, for iOS webviews): every README route and each form page's main action",
    'npm',
    ['run', 'test:webkit'],
    () => ({ WEBKIT_BUILD: `dist-e2e-${process.env.E2E_PORT ?? 4317}` }),
  ],
];

/**
 * A Playwright step also writes a JSON report, so the summary at the end (the part of a long CI log
 * one reads first) can name the tests that failed or passed only on a second try, with the first
 * lines of their errors.
 */
function playwrightReport(index, args) {
  if (args.includes('vitest')) return vitestReport(index, args);
  if (!args.includes('playwright')) return { env: {}, read: () => [] };
  mkdirSync('test-results', { recursive: true });
  const file = `test-results/npm-test-step-${index}.json`;
  rmSync(file, { force: true });
  return {
    args: [...args, '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    read: () => {
      if (!existsSync(file)) return ['(no report was written)'];
      const report = JSON.parse(readFileSync(file, 'utf8'));
      return [...perProject(report), ...unexpected(report)];
    },
  };
}

/**
 * Vitest's step writes a JSON report beside its usual output, so the summary names the files and
 * tests that failed, with the first lines of their errors (a CI log's tail showed only "FAIL" for
 * this step before, its failure scrolled far above).
 */
function vitestReport(index, args) {
  mkdirSync('test-results', { recursive: true });
  const file = `test-results/npm-test-step-${index}-vitest.json`;
  rmSync(file, { force: true });
  return {
    args: [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env: {},
    read: () => {
      if (!existsSync(file)) return [];
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const lines = [];
      for (const result of report.testResults ?? []) {
        const where = String(result.name ?? '').replace(`${process.cwd()}/`, '');
        const failed = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
        if (result.status === 'failed' && failed.length === 0) {
          lines.push(`FAILED ${where}`, ...firstLines(String(result.message ?? '')));
        }
        for (const a of failed) {
          lines.push(`FAILED ${where} › ${[...(a.ancestorTitles ?? []), a.title].join(' › ')}`);
          lines.push(...firstLines((a.failureMessages ?? []).join('\n'), 4));
        }
      }
      return lines;
    },
  };
}

/** Each project's tests, and the time from its first test's start to its last test's end. */
function perProject(report) {
  const projects = new Map();
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const p = projects.get(t.projectName) ?? { tests: 0, from: Infinity, to: 0 };
        p.tests += 1;
        for (const r of t.results ?? []) {
          const start = Date.parse(r.startTime);
          p.from = Math.min(p.from, start);
          p.to = Math.max(p.to, start + r.duration);
        }
        projects.set(t.projectName, p);
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite);
  if (projects.size < 2) return [];
  return [...projects].map(
    ([name, p]) => `${name}: ${p.tests} tests, ${p.to > p.from ? Math.round((p.to - p.from) / 1000) : 0} s from first to last`,
  );
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
const quick = process.argv.includes('--quick');
const chosen = quick ? steps.filter((step) => step[5] !== WHOLE_ONLY).slice(0, QUICK_STEPS) : steps;

// Everything the whole run installs (Chromium and its headless shell, nginx, WebKitWebDriver, Xvfb)
// in one apt-get, at once, beside Vitest; the steps that drive them wait for it
// (scripts/system-packages.mjs, docs/decisions/0138-the-proof-on-a-fresh-machine.md).
const SYSTEM = 'system packages (one apt-get update and install, beside Vitest)';
const system = quick ? null : installSystemPackages();
system?.then(({ ok, seconds }) => console.log(`${ok ? '✔' : '✘'} ${SYSTEM} (${seconds} s)`));

const results = [];

/**
 * Runs one step; `quiet` keeps its output and prints it whole when it ends (a step run beside
 * others). A green run is quiet: a step that passes but wrote to stderr fails, its stderr named
 * (docs/decisions/0138-the-proof-on-a-fresh-machine.md); its stderr is still shown as it comes.
 */
async function run(index, [name, cmd, args, prepare], quiet) {
  if (!quiet) console.log(`\n▶ ${name}`);
  const started = Date.now();
  if (prepare && system) await system;
  const extraEnv = prepare ? prepare() : {};
  const report = playwrightReport(index, args);
  const child = spawn(cmd, report.args ?? args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['inherit', 'inherit', 'pipe'],
    env: { ...process.env, ...extraEnv, ...report.env },
  });
  const output = [];
  const errors = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => {
    errors.push(chunk);
    if (!quiet) process.stderr.write(chunk);
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const stderr = Buffer.concat(errors).toString();
      const loud = code === 0 && stderr.trim() !== '';
      const ok = code === 0 && !loud;
      const seconds = Math.round((Date.now() - started) / 1000);
      if (quiet) {
        console.log(`\n▶ ${name} (beside the next step)`);
        process.stdout.write(Buffer.concat(output));
        process.stderr.write(stderr);
      }
      console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)${loud ? ': passed, but wrote to stderr' : ''}`);
      const said = loud ? ['passed, but wrote to stderr (a green run is quiet); its first lines:', ...firstLines(stderr)] : [];
      resolve({ index, name, ok, seconds, tests: [...said, ...report.read()] });
    });
  });
}

/** The first lines of a text, without colour codes, for the summary. */
function firstLines(text, count = 6) {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, count)
      .map((l) => `      ${l.slice(0, 200)}`)
  );
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
if (system) {
  const { ok, seconds, lines } = await system;
  results.unshift({ name: SYSTEM, ok, seconds, tests: lines });
}

console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
  for (const line of r.tests) console.log(`        ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
