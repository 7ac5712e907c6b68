// Finds the Chromium that Playwright and Lighthouse drive: $CHROMIUM_PATH, then Debian's
// /usr/bin/chromium; as root it installs Debian's `chromium` package when neither exists.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error("Chromium not found. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.");
    process.exit(1);
  }
  console.log("Chromium not found: installing Debian's chromium package with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install Chromium by hand or set CHROMIUM_PATH.`);
      process.exit(1);
    }
  }
  const installed = findChromium();
  if (!installed) {
    console.error('apt-get finished but no Chromium binary was found; set CHROMIUM_PATH.');
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
