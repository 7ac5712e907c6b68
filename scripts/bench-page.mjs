// One Lighthouse 12 mobile run of one page of the production build (`npx vite build` first), with
// the LCP element and its phases, every request and the long tasks: for finding out why a page
// misses a target in `npm run bench`. Usage: node scripts/bench-page.mjs '/loan/detail?productId=7'
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ensureChromium } from './ensure-chromium.mjs';
import { loadDemoHandlers, startBenchServer } from './bench-server.mjs';
// The simulator's record of its last runs (Lighthouse keeps them for its own debugging traces).
// A module of Lighthouse's own dependency, not of ours: a diagnostic only, never run by npm test.
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';

const port = Number(process.env.BENCH_PORT ?? 4388);
const route = process.argv[2] ?? '/';
const handlers = await loadDemoHandlers();
const server = await startBenchServer({ distDir: path.resolve('dist'), port, handlers });
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const origin = `http://127.0.0.1:${port}`;
  const { lhr } = await lighthouse(`${origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  const ms = (id) => Math.round(a[id].numericValue);
  console.log(
    `score ${Math.round((lhr.categories.performance.score ?? 0) * 100)}  FCP ${ms('first-contentful-paint')} ms  LCP ${ms('largest-contentful-paint')} ms  TBT ${ms('total-blocking-time')} ms`,
  );
  const observed = a.metrics?.details?.items?.[0] ?? {};
  console.log(
    `observed (unthrottled): FCP ${observed.observedFirstContentfulPaint} ms  LCP ${observed.observedLargestContentfulPaint} ms  CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)}`,
  );
  for (const shift of a['layout-shifts']?.details?.items ?? [])
    console.log(`layout shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? '(unknown element)'}`);
  for (const item of a['largest-contentful-paint-element']?.details?.items ?? []) {
    for (const row of item.items ?? [])
      console.log(row.node ? `LCP element: ${row.node.selector} (${row.node.nodeLabel})` : `  ${row.phase}: ${Math.round(row.timing)} ms`);
  }
  console.log('requests (observed ms: start end priority type url):');
  for (const r of a['network-requests'].details.items)
    console.log(
      `  ${Math.round(r.networkRequestTime)} ${Math.round(r.networkEndTime)} ${r.priority} ${r.resourceType} ${Math.round(r.transferSize / 1024)} KB ${r.url.replace(origin, '')}`,
    );
  for (const t of a['long-tasks']?.details?.items ?? [])
    console.log(`long task at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms ${t.url ?? ''}`);
  // `--lantern`: the simulated start and end of every step in the LCP and TTI estimates (what the score counts).
  if (process.argv.includes('--lantern')) {
    for (const [label, timings] of Simulator.allNodeTimings) {
      if (!/LargestContentfulPaint|Interactive/.test(label)) continue;
      console.log(`simulation ${label}:`);
      const rows = [...timings].sort((a, b) => a[1].startTime - b[1].startTime);
      for (const [node, t] of rows) {
        const what =
          node.type === 'network'
            ? `${node.request.priority} ${node.request.resourceType ?? ''} ${node.request.url.replace(origin, '')}`
            : `cpu ${Math.round(node.duration / 1000)} ms observed: ${cpuSummary(node)}`;
        console.log(`  ${Math.round(t.startTime)}-${Math.round(t.endTime)} ${what}`);
      }
    }
  }
} finally {
  await chrome.kill();
  server.close();
}

function cpuSummary(node) {
  const names = new Map();
  for (const e of node.childEvents ?? []) {
    const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? '';
    const key = `${e.name}${url ? ' ' + url.replace(/^https?:\/\/[^/]+/, '').slice(0, 40) : ''}`;
    names.set(key, (names.get(key) ?? 0) + (e.dur ?? 0));
  }
  return [...names]
    .filter(([, d]) => d >= 2000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, d]) => `${k} ${Math.round(d / 1000)}`)
    .join(', ');
}
