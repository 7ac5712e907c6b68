// First-load JavaScript per route: loads each route of a production build in Chromium and sums
// the gzip size (level 9, computed from dist/, so it does not depend on the server) of its inline
// script and every script the page fetched before the network went idle. Deterministic for a given build.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

/** Route paths from the ordered route table (src/app/route-table.ts). */
export function routePaths(root = process.cwd()) {
  const src = readFileSync(path.join(root, 'src/app/route-table.ts'), 'utf8');
  const block = src.slice(src.indexOf('export const paths = {'), src.indexOf('} as const;'));
  return [...block.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map(([, name, p]) => ({
    name,
    url: name === 'downloadTemplate' || name === 'agreementTemplate' ? `/#${p}` : p,
  }));
}

const gzCache = new Map();
export function gzipSizeOf(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzCache.get(file);
}

/** Opens each route and returns { name, url, scripts: [{ file, gzip }], total } sorted as given. */
export async function measureRoutes({ browser, baseURL, distDir, routes }) {
  const out = [];
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (u.origin === new URL(baseURL).origin && u.pathname.endsWith('.js') && !u.pathname.endsWith('mockServiceWorker.js')) scripts.add(u.pathname);
    });
    await page.goto(baseURL + route.url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    // The page's inline script (src/boot.ts) is first-load JavaScript too.
    const inline = await page.$$eval('script:not([src])', (els) => els.map((e) => e.textContent ?? ''));
    const list = [
      ...inline.map((code, i) => ({ file: `(inline script ${i + 1})`, gzip: gzipSync(code, { level: 9 }).length })),
      ...[...scripts].sort().map((p) => ({ file: p, gzip: gzipSizeOf(path.join(distDir, p)) })),
    ];
    out.push({ ...route, scripts: list, total: list.reduce((s, x) => s + x.gzip, 0) });
    await context.close();
  }
  return out;
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
