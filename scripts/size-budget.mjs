// First-load JavaScript per route, from a production build's manifest: the entry's static import
// closure plus the route's lazy page module and its static imports, gzip level 9. Deterministic
// (no browser, no timing), so `npm test` can guard the budgets; `npm run bench` measures in Chromium.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { gzipSizeOf, kb } from './bench-sizes.mjs';

export const BUDGETS = { home: 95 * 1024, page: 130 * 1024, lazyChunk: 30 * 1024 };

/** Route name -> page module (relative to src/app) as written in src/app/route-table.ts. */
export function routeModules(root = process.cwd()) {
  const src = readFileSync(path.join(root, 'src/app/route-table.ts'), 'utf8');
  const lazies = Object.fromEntries([...src.matchAll(/const (\w+) = lazyPage\(\(\) => import\('([^']+)'\)\);/g)].map(([, v, m]) => [v, m]));
  const out = {};
  for (const [, name, arg] of src.matchAll(/entry\('(\w+)',\s*'[^']*'(?:,\s*([^,)\n]+(?:\([^)]*\)\)?)?))?/g)) {
    const a = (arg ?? 'NotYet').trim();
    const inline = a.match(/import\('([^']+)'\)/);
    if (name === 'home') out[name] = null;
    else if (inline) out[name] = inline[1];
    else if (lazies[a]) out[name] = lazies[a];
    else throw new Error(`route ${name}: cannot tell which module ${a} loads`);
  }
  return out;
}

function resolveKey(manifest, fromAppDir) {
  const base = path.posix.normalize(path.posix.join('src/app', fromAppDir));
  const key = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((k) => manifest[k]);
  if (!key) throw new Error(`no manifest entry for ${base}`);
  return key;
}

function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

export function measureFromManifest(distDir, root = process.cwd()) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  // The entry (src/boot.ts) always imports the app (src/main.tsx, in the `main` chunk), its only
  // dynamic import: both are first-load.
  const entry = closure(manifest, entryKey);
  const app = manifest[entryKey].dynamicImports ?? [];
  if (app.length !== 1) throw new Error(`the entry should import only the app, found: ${app.join(', ') || 'nothing'}`);
  closure(manifest, app[0], entry);
  const size = (keys) => [...keys].reduce((s, k) => s + gzipSizeOf(path.join(distDir, manifest[k].file)), 0);
  const routes = Object.entries(routeModules(root)).map(([name, mod]) => {
    const keys = new Set(entry);
    if (mod) closure(manifest, resolveKey(manifest, mod), keys);
    const home = name === 'home';
    return { name, bytes: size(keys), budget: home ? BUDGETS.home : BUDGETS.page };
  });
  const lazyChunks = Object.entries(manifest)
    .filter(([k, v]) => !entry.has(k) && v.file.endsWith('.js'))
    .map(([k, v]) => ({ key: k, file: v.file, bytes: gzipSizeOf(path.join(distDir, v.file)) }));
  return { routes, lazyChunks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve('dist-size');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const { routes, lazyChunks } = measureFromManifest(distDir);
  let over = 0;
  for (const r of routes) {
    const ok = r.bytes <= r.budget;
    if (!ok) over++;
    console.log(`${(ok ? 'ok' : 'FAIL').padEnd(5)} ${r.name.padEnd(22)} ${kb(r.bytes).padStart(7)} KB (budget ${kb(r.budget)})`);
  }
  // A production build carries neither the development inspector nor the demo backend.
  const forbidden = [/createBrowserInspector|@statelyai/, /setupWorker|mockServiceWorker\.js/];
  const leaks = readdirSync(path.join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .filter((f) => forbidden.some((re) => re.test(readFileSync(path.join(distDir, 'assets', f), 'utf8'))));
  for (const f of leaks) console.log(`FAIL        ${f} contains the inspector or the demo backend`);
  over += leaks.length;
  const bigLazy = lazyChunks.filter((c) => c.bytes > BUDGETS.lazyChunk);
  for (const c of bigLazy) console.log(`FAIL  lazy chunk ${c.file} (${c.key}) is ${kb(c.bytes)} KB, over ${kb(BUDGETS.lazyChunk)} KB`);
  over += bigLazy.length;
  const largest = lazyChunks.reduce((a, c) => (c.bytes > a.bytes ? c : a), { bytes: 0, key: '-' });
  console.log(`lazy chunks: ${lazyChunks.length - bigLazy.length} of ${lazyChunks.length} within ${kb(BUDGETS.lazyChunk)} KB (largest ${largest.key}, ${kb(largest.bytes)} KB)`);
  const checks = routes.length + lazyChunks.length + 1;
  console.log(`size budgets: ${checks - over} passed, ${over} failed (${routes.length} routes, ${lazyChunks.length} lazy chunks, and the production-only check)`);
  process.exit(over ? 1 : 0);
}
