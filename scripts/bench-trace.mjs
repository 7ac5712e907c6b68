// Where the main thread goes while a page loads (docs/decisions/0140-main-thread-free.md): each
// bench page of the last build (`npx vite build` first) opened on the phone profile (CPU 4x slower,
// 150 ms round trip, 1.6 Mbps down, cold cache; scripts/bench-phone.mjs) in Chromium with a
// performance trace, until the next-tap code has run and the page has been idle for a second. Prints
// each task of the page's main thread over 50 ms after the first paint, named by what runs in it
// (the scripts it runs, by chunk, and how they were called: a module's evaluation, a timer, an idle
// callback, a message, a network answer; style and layout; garbage collection), and the blocking
// time (each task's time over 50 ms) summed per page.
// Usage: node scripts/bench-trace.mjs [page name part] (BENCH_RUNS runs per page, default 1;
// BENCH_TRACE_DIR=dir writes each trace as JSON, for Chromium's Performance panel).
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { phoneTab } from './bench-phone.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { chromiumVersion } from './system-packages.mjs';
import { loadDemoHandlers, startBenchServer } from './bench-server.mjs';
import { BENCH_PAGES } from './bench-pages.mjs';
import { sampleKind, samplesOf } from './bench-trace-samples.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
];
const LONG_US = 50_000;
const chunkOf = (url = '') =>
  url.includes('/assets/') ? url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '') : url.startsWith('http') ? 'inline script' : url;

/** Tracing on `cdp` from now until `stop()`, which returns the trace's events. */
async function startTrace(cdp) {
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: CATEGORIES } });
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    const { stream } = await done;
    let text = '';
    for (;;) {
      const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream });
      text += base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data;
      if (eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : parsed.traceEvents;
  };
}

/** What a piece of a task is: a script (its chunk and how it was called) or the browser's own work. */
function pieceOf(e) {
  const d = e.args?.data ?? {};
  switch (e.name) {
    case 'EvaluateScript':
      return `evaluate ${chunkOf(d.url)}`;
    case 'v8.evaluateModule':
      return 'evaluate modules';
    case 'FunctionCall':
      return `call ${chunkOf(d.url)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireIdleCallback':
      return 'idle callback';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'EventDispatch':
      return `event ${d.type}`;
    case 'RunMicrotasks':
      return 'microtasks';
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'Layout':
      return 'style and layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'Commit':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
      return 'garbage collection';
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
    case 'v8.parseOnBackground':
      return `compile ${chunkOf(d.url ?? e.args?.fileName)}`;
    default:
      return null;
  }
}

/** The page's renderer main thread: the thread that parsed its HTML. */
function mainThread(events, url) {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url.split('?')[0]));
  return parse ? { pid: parse.pid, tid: parse.tid } : null;
}

/** The long tasks of one trace, each with its pieces (self time by kind, the largest first). */
export function longTasks(events, url, distDir) {
  const thread = mainThread(events, url);
  if (!thread) return { tasks: [], marks: {} };
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const navStart = own.find((e) => e.name === 'navigationStart' || e.name === 'ParseHTML')?.ts ?? own[0].ts;
  const mark = (name) => events.find((e) => e.name === name && e.pid === thread.pid)?.ts;
  const marks = Object.fromEntries(
    [
      ['first paint', mark('firstContentfulPaint')],
      ['app ready', mark('data-app-ready')],
      ['next-tap code', mark('app:ahead')],
    ].map(([k, ts]) => [k, ts === undefined ? null : (ts - navStart) / 1000]),
  );
  const samples = samplesOf(events, thread, distDir).sort((a, b) => a.ts - b.ts);
  const tops = own.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > LONG_US);
  const tasks = [];
  for (const top of tops) {
    if (tasks.some((t) => top.ts >= t.ts && top.ts < t.ts + t.dur)) continue;
    const inside = own.filter((e) => e.ph === 'X' && e.ts >= top.ts && e.ts + (e.dur ?? 0) <= top.ts + top.dur && e !== top);
    // Self time per piece: an event's duration less that of its direct named children (a stack walk).
    const named = inside
      .map((e) => ({ e, kind: pieceOf(e) }))
      .filter((x) => x.kind)
      .sort((a, b) => a.e.ts - b.e.ts || b.e.dur - a.e.dur);
    const self = new Map();
    const stack = [];
    const close = (until) => {
      while (stack.length && stack.at(-1).end <= until) {
        const done = stack.pop();
        self.set(done.kind, (self.get(done.kind) ?? 0) + Math.max(0, done.dur - done.children));
      }
    };
    for (const { e, kind } of named) {
      close(e.ts);
      if (stack.length) stack.at(-1).children += e.dur;
      stack.push({ kind, dur: e.dur, end: e.ts + e.dur, children: 0 });
    }
    close(Infinity);
    const covered = [...self.values()].reduce((s, us) => s + us, 0);
    if (top.dur - covered > 2000) self.set('other (the browser)', top.dur - covered);
    const pieces = [...self]
      .filter(([, us]) => us >= 2000)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, us]) => `${kind} ${Math.round(us / 1000)}`);
    // The scripts in it, by source (V8's samples, each weighing the time to the next).
    const js = new Map();
    samples.forEach((sample, i) => {
      if (sample.ts < top.ts || sample.ts >= top.ts + top.dur) return;
      const kind = sampleKind(sample);
      const weight = Math.min((samples[i + 1]?.ts ?? sample.ts) - sample.ts, 10_000);
      if (kind) js.set(kind, (js.get(kind) ?? 0) + weight);
    });
    const scripts = [...js]
      .filter(([, us]) => us >= 2000)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, us]) => `${kind} ${Math.round(us / 1000)}`);
    tasks.push({ ts: top.ts, dur: top.dur, at: Math.round((top.ts - navStart) / 1000), ms: Math.round(top.dur / 1000), pieces, scripts });
  }
  return { tasks, marks };
}

/** Opens `url` on the phone profile with a trace, until the next-tap code has run and the page is idle. */
async function traceOnce(browser, origin, url, distDir, saveTo) {
  const { context, tab } = await phoneTab(browser);
  try {
    const cdp = await context.newCDPSession(tab);
    const stop = await startTrace(cdp);
    await tab.goto(`${origin}${url}`, { waitUntil: 'load', timeout: 30_000 });
    await tab.waitForFunction(() => performance.getEntriesByName('app:ahead').length > 0, null, { timeout: 20_000 }).catch(() => undefined);
    await tab.waitForTimeout(3000);
    const events = await stop();
    if (saveTo) writeFileSync(saveTo, JSON.stringify({ traceEvents: events }));
    return longTasks(events, `${origin}${url}`, distDir);
  } finally {
    await context.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const only = process.argv[2];
  const runs = Number(process.env.BENCH_RUNS ?? 1);
  const dir = process.env.BENCH_TRACE_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  const port = Number(process.env.BENCH_PORT ?? 4391);
  const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
  const server = await startBenchServer({ distDir, port, handlers: await loadDemoHandlers() });
  const executablePath = ensureChromium();
  const browser = await chromium.launch({ executablePath });
  console.log(`Traced on ${chromiumVersion(executablePath)}, phone profile (CPU x4), ${runs} run(s) per page`);
  try {
    for (const page of BENCH_PAGES.filter((p) => !only || p.name.includes(only))) {
      for (let i = 0; i < runs; i++) {
        const save = dir ? path.join(dir, `${page.route}-${i + 1}.json`) : undefined;
        const { tasks, marks } = await traceOnce(browser, `http://127.0.0.1:${port}`, page.url, distDir, save);
        const after = tasks.filter((t) => t.at >= (marks['first paint'] ?? 0));
        console.log(
          `\n${page.name} (run ${i + 1}): first paint ${marks['first paint']} ms, app ready ${marks['app ready']} ms, next-tap code ${marks['next-tap code']} ms; blocking after first paint ${after.reduce((s, t) => s + t.ms - 50, 0)} ms`,
        );
        for (const t of tasks)
          console.log(`  at ${t.at} ms, ${t.ms} ms: ${t.pieces.join(', ')}${t.scripts.length ? `; scripts: ${t.scripts.join(', ')}` : ''}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}
