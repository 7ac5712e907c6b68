// `node scripts/bench-routes.mjs`: builds the app, serves the production build on loopback and prints the
// first-load gzip JavaScript of every route against its budget; writes bench-results/sizes.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium } from './ensure-chromium.mjs';
import { kb, measureRoutes, routePaths } from './bench-sizes.mjs';
import { BUDGETS } from './size-budget.mjs';

const port = Number(process.env.BENCH_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;
const distDir = path.resolve('dist');

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(baseURL)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('preview server did not start');
}

await waitForServer();
const browser = await chromium.launch({ executablePath: ensureChromium() });
const results = await measureRoutes({ browser, baseURL, distDir, routes: routePaths() });
await browser.close();
stop();

let failed = 0;
console.log('\nFirst-load JavaScript per route (gzip, level 9)\n');
console.log(`${'route'.padEnd(22)} ${'path'.padEnd(24)} ${'KB'.padStart(7)}  budget`);
for (const r of results) {
  const budget = r.name === 'home' ? BUDGETS.home : BUDGETS.page;
  const ok = r.total <= budget;
  if (!ok) failed++;
  console.log(`${r.name.padEnd(22)} ${r.url.padEnd(24)} ${kb(r.total).padStart(7)}  ${ok ? '≤' : '>'} ${kb(budget)} ${ok ? 'ok' : 'OVER'}`);
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/sizes.json', JSON.stringify({ date: new Date().toISOString(), routes: results }, null, 2));
console.log(`\nWrote bench-results/sizes.json. ${failed ? `${failed} route(s) over budget.` : 'Every route within budget.'}`);
process.exit(failed ? 1 : 0);
