// Every Debian package `npm test` drives, found by its binary, and installed in one apt-get call
// (docs/decisions/0138-the-proof-on-a-fresh-machine.md):
// - `chromium` (the whole browser: the journeys, Lighthouse and the benches) and
//   `chromium-headless-shell` (every other Playwright test and the size budgets; decision 0132);
// - `nginx` (the production-host tests, tests/e2e/host/);
// - `webkit2gtk-driver` and `xvfb` (the WebKit walk, decision 0130).
// As root, `npm test` calls `installSystemPackages()` at its start, beside Vitest: one `apt-get
// update` (the machine's package lists may be months old, and Debian's current Chromium is in its
// security suite), then one `apt-get install` of all five, which installs the missing ones and
// brings a kept one up to Debian's current version, so the browser tests run on the Chromium a
// fresh machine gets. Without root it installs nothing; each step then finds what is there or says
// what to install (scripts/ensure-*.mjs, through `ensurePackages`).
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

export const PACKAGES = [
  { pkg: 'chromium', name: 'Chromium', env: 'CHROMIUM_PATH', paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser'] },
  { pkg: 'chromium-headless-shell', name: "Chromium's headless shell", env: 'HEADLESS_SHELL_PATH', paths: ['/usr/bin/chromium-headless-shell'] },
  { pkg: 'nginx', name: 'nginx', env: 'NGINX_PATH', paths: ['/usr/sbin/nginx', '/usr/bin/nginx'] },
  { pkg: 'webkit2gtk-driver', name: 'WebKitWebDriver', env: 'WEBKIT_WEBDRIVER_PATH', paths: ['/usr/bin/WebKitWebDriver'] },
  { pkg: 'xvfb', name: 'Xvfb', env: 'XVFB_PATH', paths: ['/usr/bin/Xvfb'] },
];

/** The binary of a package of PACKAGES ($ENV first), or undefined. */
export function findBinary(pkg) {
  const entry = PACKAGES.find((p) => p.pkg === pkg);
  return [process.env[entry.env], ...entry.paths].filter(Boolean).find((p) => existsSync(p));
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

const APT_ENV = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
// No recommended packages (they would double what is installed: a desktop's printing, power and
// notification services, WebKit's media codecs) but the two the browsers draw with: Chromium's
// fonts (the pages' text metrics) and Mesa's drivers (software GL for Xvfb and WebKit).
export const WITH = ['fonts-liberation', 'libgl1-mesa-dri'];
// Another apt-get or dpkg at work (a second run, the machine's own updates) is waited for, not failed on.
const LOCK_WAIT = ['-o', 'DPkg::Lock::Timeout=600'];
const installArgs = (pkgs) => ['install', '-y', '-qq', '--no-install-recommends', '-o', 'Dpkg::Use-Pty=0', ...LOCK_WAIT, ...pkgs, ...WITH];
const UPDATE_ARGS = ['update', '-qq', ...LOCK_WAIT];

/**
 * The binaries of `pkgs` (package names of PACKAGES), in order. The missing ones are installed with
 * apt-get update and one apt-get install when run as root; otherwise, or when that fails, the
 * process stops saying what to install.
 */
export function ensurePackages(pkgs) {
  const entries = pkgs.map((pkg) => PACKAGES.find((p) => p.pkg === pkg));
  const missing = entries.filter(({ pkg }) => !findBinary(pkg));
  if (missing.length > 0) {
    const what = missing.map((p) => `${p.name} (Debian's ${p.pkg}, or $${p.env})`).join(' and ');
    const names = missing.map((p) => p.pkg);
    if (!isRoot()) {
      console.error(`${what} not found. Install with: sudo apt-get install ${names.join(' ')}`);
      process.exit(1);
    }
    console.log(`${what} not found: installing with apt-get…`);
    for (const args of [UPDATE_ARGS, installArgs(names)]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env: APT_ENV });
      if (r.status !== 0) {
        console.error(`apt-get ${args.join(' ')} failed; install ${names.join(' ')} by hand or set ${missing.map((p) => p.env).join(' and ')}.`);
        process.exit(1);
      }
    }
    const still = missing.filter(({ pkg }) => !findBinary(pkg));
    if (still.length > 0) {
      console.error(`apt-get finished but ${still.map((p) => p.name).join(' and ')} was not found; set ${still.map((p) => p.env).join(' and ')}.`);
      process.exit(1);
    }
  }
  return pkgs.map((pkg) => findBinary(pkg));
}

function runQuiet(args, output) {
  return new Promise((resolve) => {
    const child = spawn('apt-get', args, { stdio: ['ignore', 'pipe', 'pipe'], env: APT_ENV });
    child.stdout.on('data', (c) => output.push(c));
    child.stderr.on('data', (c) => output.push(c));
    child.on('close', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

const installedVersion = (pkg) => {
  const r = spawnSync('dpkg-query', ['-W', '-f=${Version}', pkg], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
};

/**
 * `npm test`'s one install, started at once and run beside the work: resolves to
 * `{ ok, seconds, lines }` (lines: what was installed or upgraded, or why nothing was). Never
 * rejects: a step that needs a package still missing says so itself.
 */
export async function installSystemPackages(pkgs = PACKAGES.map(({ pkg }) => pkg)) {
  const started = Date.now();
  const lines = [];
  const chosen = PACKAGES.filter(({ pkg }) => pkgs.includes(pkg));
  const before = Object.fromEntries(chosen.map(({ pkg }) => [pkg, installedVersion(pkg)]));
  const missing = chosen.filter(({ pkg }) => !findBinary(pkg)).map(({ pkg }) => pkg);
  if (!isRoot()) {
    lines.push(missing.length ? `not root: install with sudo apt-get install ${missing.join(' ')}` : 'not root: using the packages installed');
    return { ok: missing.length === 0, seconds: 0, lines };
  }
  const output = [];
  const updated = await runQuiet(UPDATE_ARGS, output);
  if (!updated) lines.push('apt-get update failed');
  // With the lists not updated, installing what is there already would change nothing.
  if (updated || missing.length > 0) {
    if (!(await runQuiet(installArgs(chosen.map(({ pkg }) => pkg)), output))) lines.push('apt-get install failed');
  }
  for (const { pkg } of chosen) {
    const now = installedVersion(pkg);
    lines.push(now !== before[pkg] ? `${pkg}: ${before[pkg] || 'not installed'} -> ${now || 'not installed'}` : `${pkg}: ${now || 'not installed'}`);
  }
  const ok = chosen.every(({ pkg }) => findBinary(pkg));
  if (!ok) lines.push(...Buffer.concat(output).toString().trim().split('\n').slice(-8));
  return { ok, seconds: Math.round((Date.now() - started) / 1000), lines };
}

/** What `chromium --version` prints (`Chromium 156.0.8078.73 …`), or undefined. */
export function chromiumVersion(binary = findBinary('chromium')) {
  if (!binary) return undefined;
  const r = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await installSystemPackages();
  for (const line of result.lines) console.log(line);
  process.exit(result.ok ? 0 : 1);
}
