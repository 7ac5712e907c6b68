// One Lighthouse 12 mobile run of one page of the production build (`npx vite build` first), with
// the LCP element and its phases, every request and the long tasks: for finding out why a page
// misses a target in `npm run bench`. Usage: node scripts/bench-page.mjs '/loan/detail?productId=7'
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ensureChromium } from './ensure-chromium.mjs';
import { loadDemoHandlers, startBenchServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4388);
const route = process.argv[2] ?? '/';
const handlers = await loadDemoHandlers();
const server = await startBenchServer({ distDir: path.resolve('dist'), port, handlers });
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const origin = `http://127.0.0.1:${port}`;
  const { lhr } = await lighthouse(`${origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  const ms = (id) => Math.round(a[id].numericValue);
  console.log(`score ${Math.round((lhr.categories.performance.score ?? 0) * 100)}  FCP ${ms('first-contentful-paint')} ms  LCP ${ms('largest-contentful-paint')} ms  TBT ${ms('total-blocking-time')} ms`);
  for (const item of a['largest-contentful-paint-element']?.details?.items ?? []) {
    for (const row of item.items ?? []) console.log(row.node ? `LCP element: ${row.node.selector} (${row.node.nodeLabel})` : `  ${row.phase}: ${Math.round(row.timing)} ms`);
  }
  console.log('requests (observed ms: start end priority type url):');
  for (const r of a['network-requests'].details.items) console.log(`  ${Math.round(r.networkRequestTime)} ${Math.round(r.networkEndTime)} ${r.priority} ${r.resourceType} ${r.url.replace(origin, '')}`);
  for (const t of a['long-tasks']?.details?.items ?? []) console.log(`long task at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms ${t.url ?? ''}`);
} finally {
  await chrome.kill();
  server.close();
}
