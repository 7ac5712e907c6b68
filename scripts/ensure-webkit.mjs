// Finds what the WebKit walk (scripts/webkit-walk.mjs) drives: Debian's WebKitWebDriver (package
// `webkit2gtk-driver`, WebKitGTK with its MiniBrowser) and Xvfb (package `xvfb`), at
// $WEBKIT_WEBDRIVER_PATH and $XVFB_PATH or in /usr/bin; as root it installs the missing packages
// with apt-get, as ensure-chromium does for Chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const TOOLS = [
  { name: 'WebKitWebDriver', pkg: 'webkit2gtk-driver', env: 'WEBKIT_WEBDRIVER_PATH', paths: ['/usr/bin/WebKitWebDriver'] },
  { name: 'Xvfb', pkg: 'xvfb', env: 'XVFB_PATH', paths: ['/usr/bin/Xvfb'] },
];

const find = (tool) => [process.env[tool.env], ...tool.paths].filter(Boolean).find((p) => existsSync(p));

/** The paths found, or undefined for a tool that is missing. */
export function findWebkit() {
  return { driver: find(TOOLS[0]), xvfb: find(TOOLS[1]) };
}

/** WebKitWebDriver's and Xvfb's paths, installing Debian's packages first when run as root. */
export function ensureWebkit() {
  const missing = TOOLS.filter((tool) => !find(tool));
  if (missing.length === 0) return findWebkit();
  const names = missing.map((tool) => tool.pkg).join(' ');
  if (!(typeof process.getuid === 'function' && process.getuid() === 0)) {
    console.error(
      `${missing.map((tool) => tool.name).join(' and ')} not found. Install Debian's packages (sudo apt-get install ${names}) or set ${missing.map((tool) => tool.env).join(' and ')}.`,
    );
    process.exit(1);
  }
  console.log(`${missing.map((tool) => tool.name).join(' and ')} not found: installing Debian's ${names} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...missing.map((tool) => tool.pkg)],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install ${names} by hand.`);
      process.exit(1);
    }
  }
  const found = findWebkit();
  if (!found.driver || !found.xvfb) {
    console.error(`apt-get finished but ${!found.driver ? 'WebKitWebDriver' : 'Xvfb'} was not found.`);
    process.exit(1);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { driver, xvfb } = ensureWebkit();
  console.log(`WebKitWebDriver: ${driver}\nXvfb: ${xvfb}`);
}
