// Finds the two Chromium builds of Debian's packages that the tests drive, and as root installs the
// missing ones with apt-get (one call for both):
// - the full browser (`chromium`, $CHROMIUM_PATH or /usr/bin/chromium): the journeys of
//   tests/e2e/journeys, Lighthouse and the benches;
// - its headless shell (`chromium-headless-shell`, $HEADLESS_SHELL_PATH or
//   /usr/bin/chromium-headless-shell): every other Playwright test and the size budgets. It is the
//   same Chromium (same version, Blink, V8 and network stack) without the browser around it, the one
//   Playwright itself runs for headless tests; a test costs a third of the CPU in it
//   (docs/decisions/0132-headless-shell-for-the-browser-tests.md).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const BROWSERS = {
  chromium: { env: 'CHROMIUM_PATH', paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser'], name: 'Chromium' },
  'chromium-headless-shell': { env: 'HEADLESS_SHELL_PATH', paths: ['/usr/bin/chromium-headless-shell'], name: "Chromium's headless shell" },
};

function find(pkg) {
  const { env, paths } = BROWSERS[pkg];
  return [process.env[env], ...paths].filter(Boolean).find((p) => existsSync(p));
}

export function findChromium() {
  return find('chromium');
}

export function findHeadlessShell() {
  return find('chromium-headless-shell');
}

/** Both binaries, `{ chromium, headlessShell }`, installing the missing packages when run as root. */
export function ensureBrowsers() {
  const missing = Object.keys(BROWSERS).filter((pkg) => !find(pkg));
  if (missing.length > 0) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const what = missing.map((pkg) => `${BROWSERS[pkg].name} (Debian's ${pkg}, or $${BROWSERS[pkg].env})`).join(' and ');
    if (!isRoot) {
      console.error(`${what} not found. Install with: sudo apt-get install ${missing.join(' ')}`);
      process.exit(1);
    }
    console.log(`${what} not found: installing with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...missing],
    ]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) {
        console.error(
          `apt-get ${args.join(' ')} failed; install ${missing.join(' ')} by hand or set ${missing.map((p) => BROWSERS[p].env).join(' and ')}.`,
        );
        process.exit(1);
      }
    }
    const still = missing.filter((pkg) => !find(pkg));
    if (still.length > 0) {
      console.error(`apt-get finished but ${still.join(' and ')} was not found; set ${still.map((p) => BROWSERS[p].env).join(' and ')}.`);
      process.exit(1);
    }
  }
  return { chromium: findChromium(), headlessShell: findHeadlessShell() };
}

/** The full browser (and its headless shell, installed beside it when missing). */
export function ensureChromium() {
  return ensureBrowsers().chromium;
}

/** The headless shell (and the full browser, installed beside it when missing). */
export function ensureHeadlessShell() {
  return ensureBrowsers().headlessShell;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium, headlessShell } = ensureBrowsers();
  console.log(`Chromium: ${chromium}\nChromium's headless shell: ${headlessShell}`);
}
