/* global document, window, requestAnimationFrame, getComputedStyle, MutationObserver, Element */
// The borrower's next tap: for each hop between pages, on the phone profile (150 ms round trip,
// 1.6 Mbps down, CPU 4x slower), the time from the tap that leaves a page until the first change on
// screen (a pressed state, the next page's loading frame: any change of the page, or of the tapped
// control's look), and until the next page's content is on screen; beside one API round trip
// measured in the same tab. The app has started and is idle before the tap, as a borrower reading
// the page would leave it; the tab keeps what it fetched (a phone's cache). A tap is a finger's:
// touch down, held 80 ms, lifted. Part of `npm run bench`
// (scripts/bench.mjs); on its own: `node scripts/bench-hops.mjs` (builds into dist-hops/;
// BENCH_RUNS runs per hop, default 3; BENCH_PORT).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { GIVE_UP_MS, median, phoneTab } from './bench-phone.mjs';

const session = 'productId=7&orderId=240518001&deviceId=bench-device&sessionId=bench-session';
/** How long the start page is left alone before the tap (the borrower reads it). */
const IDLE_MS = 4000;

/**
 * The hops: the start page and what shows it is there, the taps (each a selector; the last leaves
 * the page and is the one timed), what shows the next page's content, and the demo scenarios.
 */
export const HOPS = [
  {
    name: 'instalment → a channel → payment code',
    url: `/repay/choose?${session}`,
    ready: '.pay-channel__main',
    taps: ['[data-testid="channel-OXXO"]'],
    content: '.vc-code',
  },
  {
    name: 'loan details → Repay → bank-card page',
    url: `/loan/detail?${session}`,
    ready: '.loan-actions button',
    taps: ['.loan-actions button'],
    content: '.bank-repay__card',
  },
  {
    name: 'complaint entry → list icon → complaint list',
    url: `/complaint?${session}`,
    ready: '.complaint__icon',
    taps: ['.complaint__icon'],
    content: '[role="tabpanel"]',
  },
  {
    name: 'confirm → loan details',
    // Two round trips in a row by necessity: the loan push answers the address of the details page
    // (its lendDetailsUrl), whose request can only leave once that answer is in.
    trips: 2,
    url: `/loan/confirm?${session}`,
    ready: '.confirm__bar button:not([disabled])',
    taps: ['.confirm__bar button:not([disabled])'],
    content: '.details__status h2',
  },
  {
    name: 'loan details → Repay → reminder → extension',
    url: `/loan/detail?${session}`,
    scenarios: ['delay'],
    ready: '.loan-actions button',
    taps: ['.loan-actions button', '.details__reminder-actions button'],
    content: '[data-testid="delay-plan"] li',
  },
  {
    name: 'complaint list → detail',
    url: `/complaintList?${session}`,
    ready: '.complaint__tab',
    // The demo's one complaint is resolved: its tab first.
    taps: ['[role="tab"][aria-selected="false"]', '.complaint__item'],
    content: '[data-testid="detail-content"]',
  },
];

/** In the page, from the start: notes the time of the armed tap, its first change, and the content. */
function watch() {
  const hop = { armed: false, tap: null, first: null, content: null, selector: '', look: '', target: null, changed: false };
  window.__hop = hop;
  const lookOf = (el) => {
    if (!el) return '';
    const s = getComputedStyle(el);
    return [s.backgroundColor, s.color, s.transform, s.boxShadow, s.opacity, s.filter, s.outlineStyle, s.borderColor].join('|');
  };
  const shown = () => {
    const el = document.querySelector(hop.selector);
    return el !== null && (el.textContent ?? '').trim() !== '';
  };
  const frame = () => {
    const now = performance.now();
    if (hop.first === null && (hop.changed || lookOf(hop.target) !== hop.look)) hop.first = now;
    if (hop.content === null && shown()) hop.content = now;
    if (hop.first === null || hop.content === null) requestAnimationFrame(frame);
  };
  const onTap = (event) => {
    if (!hop.armed || hop.tap !== null) return;
    hop.tap = event.timeStamp;
    hop.target = event.target instanceof Element ? (event.target.closest('button, a, [role="button"], label') ?? event.target) : null;
    hop.look = lookOf(hop.target);
    requestAnimationFrame(frame);
  };
  // For BENCH_HOPS_DETAIL: when the click came, and when the page first called fetch after the tap.
  window.addEventListener(
    'click',
    (event) => {
      if (hop.tap !== null && hop.click === undefined) hop.click = event.timeStamp;
    },
    true,
  );
  const pageFetch = window.fetch;
  window.fetch = function (...args) {
    if (hop.tap !== null && hop.fetchCalled === undefined) hop.fetchCalled = performance.now();
    return pageFetch.apply(this, args);
  };
  window.addEventListener('pointerdown', onTap, true);
  window.addEventListener('touchstart', onTap, true);
  new MutationObserver(() => {
    if (hop.tap !== null) hop.changed = true;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a finger stays on the glass in a tap (a synthetic tap lifts at once, before any frame). */
const TOUCH_MS = 80;

/** A tap as a finger makes it: touch down on the control's centre, held TOUCH_MS, lifted. */
async function fingerTap(tab, selector) {
  const target = tab.locator(selector).first();
  await target.scrollIntoViewIfNeeded({ timeout: GIVE_UP_MS });
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await sleep(TOUCH_MS);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** One API round trip from the tab, as the pages send one (the loan details request). */
async function roundTrip(tab) {
  return tab.evaluate(async (query) => {
    const t0 = performance.now();
    const r = await fetch(`/maintains/v3/loan-details/loan-details?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
      body: 'productId=7&orderId=240518001',
    });
    await r.text();
    return performance.now() - t0;
  }, session);
}

/**
 * `BENCH_HOPS_DETAIL=1`: after each hop, what happened after the tap, in ms from it: each request
 * (start, first byte, end) and each long task, so one sees what the content waited for.
 */
async function printDetail(tab, name) {
  const d = await tab.evaluate(() => {
    const tap = window.__hop.tap;
    const at = (t) => Math.round(t - tap);
    const requests = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= tap - 5)
      .map((e) => `${e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} ${at(e.startTime)}→${at(e.responseStart)}→${at(e.responseEnd)}`);
    const h = window.__hop;
    return {
      requests,
      content: at(h.content),
      first: at(h.first),
      click: h.click ? at(h.click) : '—',
      fetch: h.fetchCalled ? at(h.fetchCalled) : '—',
    };
  });
  console.log(
    `  ${name}: click ${d.click}, first fetch call ${d.fetch}, first change ${d.first}, content ${d.content}\n    ${d.requests.join('\n    ')}`,
  );
}

/**
 * `BENCH_PROFILE=1`: a CPU profile of the tab from the last tap to the content, written to
 * bench-results/hop-<n>.cpuprofile (open it in Chromium's DevTools), and the functions with the most
 * self time printed.
 */
async function startProfiler(tab) {
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    async stop(name) {
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.detach();
      const { mkdirSync, writeFileSync } = await import('node:fs');
      mkdirSync('bench-results', { recursive: true });
      const file = `bench-results/hop-${name.replace(/[^a-z]+/gi, '-')}.cpuprofile`;
      writeFileSync(file, JSON.stringify(profile));
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const self = new Map();
      const deltas = profile.timeDeltas;
      profile.samples.forEach((id, i) => {
        const n = byId.get(id);
        const f = n.callFrame;
        const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
      });
      const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
      console.log(`  profile ${file}\n${top.map(([k, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${k}`).join('\n')}`);
    },
  };
}

async function hopOnce(browser, origin, hop, scenarios) {
  const { context, tab } = await phoneTab(browser, { cache: true });
  let profiler = null;
  const api = [];
  tab.on('request', (r) => {
    if (/\/(maintains|api)\//.test(r.url())) api.push(r.url());
  });
  try {
    scenarios.set(hop.scenarios ?? []);
    await tab.addInitScript(watch);
    await tab.goto(`${origin}${hop.url}`, { waitUntil: 'load', timeout: GIVE_UP_MS });
    await tab.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: GIVE_UP_MS });
    await tab.waitForSelector(hop.ready, { timeout: GIVE_UP_MS });
    await sleep(IDLE_MS);
    const rtt = await roundTrip(tab);
    for (const [i, selector] of hop.taps.entries()) {
      const last = i === hop.taps.length - 1;
      if (last) {
        await tab.evaluate((content) => {
          window.__hop.selector = content;
          window.__hop.armed = true;
        }, hop.content);
        api.length = 0;
        if (process.env.BENCH_PROFILE) profiler = await startProfiler(tab);
      }
      await fingerTap(tab, selector);
    }
    await tab.waitForFunction(() => window.__hop.first !== null && window.__hop.content !== null, null, { timeout: GIVE_UP_MS });
    const r = await tab.evaluate(() => {
      const h = window.__hop;
      // The tap is taken when the finger lifts (the click): until then the touch may still become a scroll.
      return { first: h.first - h.tap, content: h.content - h.tap, lifted: h.click === undefined ? null : h.content - h.click };
    });
    if (profiler) await profiler.stop(hop.name);
    if (process.env.BENCH_HOPS_DETAIL) await printDetail(tab, hop.name);
    await sleep(500);
    return { ...r, rtt, requests: api.length };
  } catch {
    return { first: null, content: null, lifted: null, rtt: null, requests: null };
  } finally {
    await context.close();
    scenarios.set([]);
  }
}

/**
 * Measures every hop `runs` times; rows with the medians (ms after the tap) and each hop's targets:
 * first change ≤ 100 ms, content ≤ the round trip + 150 ms (the round trips the hop needs in a row: `trips`). `scenarios.set(names)` sets the demo
 * backend's scenarios (the bench server's handlers).
 */
export async function measureHops({ origin, chromiumPath, runs = 3, hops = HOPS, scenarios, log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const rows = [];
  try {
    for (const hop of hops) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await hopOnce(browser, origin, hop, scenarios));
      const row = {
        name: hop.name,
        first: median(samples.map((r) => r.first)),
        content: median(samples.map((r) => r.content)),
        lifted: median(samples.map((r) => r.lifted)),
        rtt: median(samples.map((r) => r.rtt)),
        requests: median(samples.map((r) => r.requests)),
        runs: samples,
      };
      row.misses = [];
      if (row.first === null || row.content === null || row.lifted === null) row.misses.push('never on screen');
      else {
        if (row.first > 100) row.misses.push('first change > 100 ms');
        const trips = hop.trips ?? 1;
        if (row.lifted > trips * row.rtt + 150)
          row.misses.push(`content > ${trips > 1 ? `${trips} round trips` : 'round trip'} + 150 ms after the lift`);
      }
      log(
        `${row.name}: first change ${Math.round(row.first ?? 0)} ms, content ${Math.round(row.content ?? 0)} ms (${Math.round(row.lifted ?? 0)} ms after the lift), round trip ${Math.round(row.rtt ?? 0)} ms`,
      );
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const s = (ms) => (ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);

/** The hop table, as the README shows it. */
export function hopTable(rows) {
  const lines = [
    '| Hop | Touch → first change | Touch → content | Lift → content | One API round trip | Content target (from the lift) | Targets |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const trips = HOPS.find((h) => h.name === r.name)?.trips ?? 1;
    const target = r.rtt === null ? '—' : s(trips * r.rtt + 150);
    lines.push(
      `| ${r.name} | ${s(r.first)} | ${s(r.content)} | ${s(r.lifted)} | ${s(r.rtt)} | ${target} | ${r.misses.length ? r.misses.join('; ') : 'met'} |`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ensureChromium } = await import('./ensure-chromium.mjs');
  const { loadDemoHandlers, startBenchServer } = await import('./bench-server.mjs');
  const distDir = path.resolve('dist-hops');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_DEMO: '', VITE_API_BASE: '' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const demo = await loadDemoHandlers(path.resolve('bench-results/mock-server-hops'), { withScenarios: true });
  const port = Number(process.env.BENCH_PORT ?? 4320);
  const server = await startBenchServer({ distDir, port, handlers: demo.handlers });
  try {
    const rows = await measureHops({
      origin: `http://127.0.0.1:${port}`,
      chromiumPath: ensureChromium(),
      runs: Number(process.env.BENCH_RUNS ?? 3),
      // BENCH_HOPS: only the hops whose name contains it.
      hops: HOPS.filter((h) => h.name.includes(process.env.BENCH_HOPS ?? '')),
      scenarios: { set: (names) => demo.setScenarios(names) },
    });
    console.log(`\nHops, phone profile, median of ${process.env.BENCH_RUNS ?? 3}\n\n${hopTable(rows)}`);
  } finally {
    server.close();
  }
}
