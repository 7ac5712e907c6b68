// Finds the two Chromium builds of Debian's packages that the tests drive, and as root installs the
// missing ones with apt-get (one call for both; `npm test` installs them with everything else it
// needs at its start, scripts/system-packages.mjs):
// - the full browser (`chromium`, $CHROMIUM_PATH or /usr/bin/chromium): the journeys of
//   tests/e2e/journeys, Lighthouse and the benches;
// - its headless shell (`chromium-headless-shell`, $HEADLESS_SHELL_PATH or
//   /usr/bin/chromium-headless-shell): every other Playwright test and the size budgets. It is the
//   same Chromium (same version, Blink, V8 and network stack) without the browser around it, the one
//   Playwright itself runs for headless tests; a test costs a third of the CPU in it
//   (docs/decisions/0132-headless-shell-for-the-browser-tests.md).
import { ensurePackages, findBinary } from './system-packages.mjs';

export const findChromium = () => findBinary('chromium');
export const findHeadlessShell = () => findBinary('chromium-headless-shell');

/** Both binaries, `{ chromium, headlessShell }`, installing the missing packages when run as root. */
export function ensureBrowsers() {
  const [chromium, headlessShell] = ensurePackages(['chromium', 'chromium-headless-shell']);
  return { chromium, headlessShell };
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
