// The old Chromium that `npm test`'s old-webview step drives (docs/decisions/0096-old-webviews.md):
// the headless Chromium 106 that the devDependency @sparticuz/chromium ships, brotli-compressed, in
// its bin/ folder. Unpacked once into node_modules/.cache/old-chromium-<package version>/ (the
// browser and the SwiftShader GL libraries it loads from its own folder), then reused. It runs on
// the system libraries Debian's chromium package brings (scripts/ensure-chromium.mjs).
//
// Not the package's `executablePath()`: that returns null outside AWS Lambda / Cloud Functions
// (unless NODE_ENV=test) and unpacks into /tmp/chromium, a path shared with every other process and
// package version on the machine, which it then trusts whatever it holds.
//
// `node scripts/old-chromium.mjs` unpacks it and prints the binary's path.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** The newest Chromium major version the old-webview check accepts (Android 6's last WebView). */
export const OLDEST_TESTED_MAJOR = 106;

/** Path of the unpacked old Chromium, unpacking it first if needed. */
export function ensureOldChromium() {
  if (process.env.OLD_CHROMIUM_PATH) return process.env.OLD_CHROMIUM_PATH;
  const pkgJson = require.resolve('@sparticuz/chromium/package.json');
  const { version } = JSON.parse(readFileSync(pkgJson, 'utf8'));
  const bin = path.join(path.dirname(pkgJson), 'bin');
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const dir = path.join(root, 'node_modules', '.cache', `old-chromium-${version}`);
  const exe = path.join(dir, 'chromium');
  if (existsSync(path.join(dir, 'complete'))) return exe;

  // Unpack next to the final folder and rename it into place: a half-written browser is never used.
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(path.join(partial, 'chromium'), brotliDecompressSync(readFileSync(path.join(bin, 'chromium.br'))), { mode: 0o755 });
  const tar = spawnSync('tar', ['-x', '-C', partial], { input: brotliDecompressSync(readFileSync(path.join(bin, 'swiftshader.tar.br'))) });
  if (tar.status !== 0) throw new Error(`old Chromium: unpacking SwiftShader failed: ${tar.stderr}`);
  writeFileSync(path.join(partial, 'complete'), `@sparticuz/chromium ${version}\n`);
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another process got there first: use its copy.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path.join(dir, 'complete'))) throw error;
  }
  return exe;
}

/** Chromium's flags for the old-webview check (Chromium 106 has no `--headless=new`). */
export const OLD_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureOldChromium());
}
