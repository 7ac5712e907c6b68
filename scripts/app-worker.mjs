// The app's service worker, built after the pages (docs/decisions/0136): build/app-worker/app-worker.ts
// bundled with Workbox into dist/app-worker.js, with the list of what it precaches: every hashed
// file under assets/ (its name changes with its content; those the page fetched come from the
// browser's cache) and the page shells of the way to a payment code (SHELL_PAGES) and the app page,
// in both languages, each with the hash of its content; any other page opened offline is the app page,
// which renders every route. Not every prerendered page: their inlined stylesheet and content make
// about 7.7 KB of gzip each, 0.58 MB for all 76, downloaded again at every deploy on prepaid data.
// Nothing of the demo backend, the host's files or the policy file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The worker's address and scope: the whole origin. */
export const APP_WORKER_FILE = 'app-worker.js';

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** The pages whose own shells are kept: loan details, the two channel lists and the payment code (src/app/route-table.ts). */
export const SHELL_PAGES = ['loan/detail', 'loan/order', 'repay/choose', 'repay/delay', 'carpmm', 'repay/instructions'];
const SHELL = new RegExp(`^(app|(${SHELL_PAGES.join('|')})/index)(\\.en)?\\.html$`);

/** What the worker precaches, from a built output folder: `{ url, revision }`, assets first. */
export function precacheManifest(outDir) {
  const files = walk(outDir).map((file) => path.relative(outDir, file).split(path.sep).join('/'));
  const assets = files.filter((f) => f.startsWith('assets/') && !/\.(gz|br)$/.test(f)).sort();
  const shells = files.filter((f) => SHELL.test(f) && !f.startsWith('assets/')).sort();
  return [
    ...assets.map((f) => ({ url: `/${f}`, revision: null })),
    ...shells.map((f) => ({
      url: `/${f}`,
      revision: createHash('sha256')
        .update(readFileSync(path.join(outDir, f)))
        .digest('hex')
        .slice(0, 16),
    })),
  ];
}

/** Bundles the worker into `outDir`, with its precache list. */
export async function buildAppWorker(root, outDir) {
  const manifest = precacheManifest(outDir);
  const { build } = await import('vite');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      APP_WORKER_MANIFEST: JSON.stringify(manifest),
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2020',
      minify: true,
      lib: { entry: path.join(root, 'build/app-worker/app-worker.ts'), formats: ['iife'], name: 'appWorker', fileName: () => APP_WORKER_FILE },
    },
  });
  return manifest;
}
