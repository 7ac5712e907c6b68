/* global document */
// Time to usable: how long after navigation a typed key stays in a form's first field, on a phone
// profile (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower), for the app's form pages
// and, in the same run, a plain HTML form and a one-input React page rendered on the client (the
// two references of the target). Run by `npm run bench` (scripts/bench.mjs); on its own:
// `node scripts/bench-usable.mjs` after `npx vite build` (BENCH_RUNS runs per page, default 5).
//
// From navigation on, a key is typed every 50 ms: the field is focused (a tap) and a digit pressed.
// A key counts as kept when it shows in the field and nothing wipes it afterwards: when the field's
// text gets shorter, the keys typed so far were lost and the count starts again. Typing stops once
// the page says the app has taken over (documentElement[data-app-ready], or at once on the plain
// form) and a key has stayed for 500 ms after that.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { GIVE_UP_MS, median, phoneTab } from './bench-phone.mjs';
import { measureAnswers } from './bench-answers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES_DIR = path.resolve('bench-results/fixtures');
const KEY_EVERY_MS = 50;

/** The reference pages, served by the bench server under /bench/. */
export function buildFixtures() {
  mkdirSync(FIXTURES_DIR, { recursive: true });
  copyFileSync(path.join(here, 'bench-fixtures/plain-form.html'), path.join(FIXTURES_DIR, 'plain-form.html'));
  const r = spawnSync(
    'npx',
    [
      'vite',
      'build',
      path.join(here, 'bench-fixtures/react-input'),
      '--config',
      path.join(here, 'bench-fixtures/vite.config.mjs'),
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_FIXTURE_OUT: path.join(FIXTURES_DIR, 'react-input') } },
  );
  if (r.status !== 0) throw new Error('could not build the one-input React page');
}

const session = 'productId=7&orderId=240518001&deviceId=bench-device&sessionId=bench-session';
/** The pages measured: a name, the address and the field (a selector, or `label=` its label's text). */
export const USABLE_PAGES = [
  { name: 'plain HTML form (the limit)', url: '/bench/plain-form.html', field: '#field', reference: 'plain' },
  { name: 'one-input React page, client-side only', url: '/bench/react-input/index.html', field: '#field', reference: 'react' },
  { name: 'register, phone', url: '/promotion?id=1&app_from=bench&user_from=ad', field: 'input[type="tel"]' },
  { name: 'calculator, amount', url: '/User', field: 'main form input' },
  { name: 'contact, name', url: '/Contact', field: 'main form input' },
  { name: 'complaint form, description', url: `/complainPageNext?${session}&problemType=2&orderNo=MX240518001`, field: 'main textarea' },
  { name: 'test page, contact', url: '/testPreview', field: 'label=Contacto' },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One run: ms from navigation until the first key that stays, and the first paint, or null when no key stayed. */
async function measureOnce(browser, origin, page) {
  const { context, tab } = await phoneTab(browser);
  try {
    const start = Date.now();
    const navigation = tab.goto(`${origin}${page.url}`, { waitUntil: 'commit', timeout: GIVE_UP_MS }).catch(() => undefined);
    let kept = null; // when the first key of the current unbroken run was typed
    let length = 0;
    let readySince = null;
    for (let slot = 0; Date.now() - start < GIVE_UP_MS; slot++) {
      await sleep(Math.max(0, start + slot * KEY_EVERY_MS - Date.now()));
      const focused = await tab
        .evaluate((selector) => {
          const byLabel = selector.startsWith('label=') && [...document.querySelectorAll('label')].find((l) => l.textContent === selector.slice(6));
          const el = byLabel ? document.getElementById(byLabel.htmlFor) : document.querySelector(selector);
          if (!el) return false;
          el.focus();
          return document.activeElement === el;
        }, page.field)
        .catch(() => false);
      const typedAt = Date.now() - start;
      if (focused) await tab.keyboard.press(String(slot % 10)).catch(() => undefined);
      const state = await tab
        .evaluate(
          ({ selector, reference }) => {
            const byLabel = selector.startsWith('label=') && [...document.querySelectorAll('label')].find((l) => l.textContent === selector.slice(6));
            const el = byLabel ? document.getElementById(byLabel.htmlFor) : document.querySelector(selector);
            return {
              text: (el?.value ?? '').replace(/\s/g, ''),
              ready: reference === 'plain' || document.documentElement.hasAttribute('data-app-ready'),
            };
          },
          { selector: page.field, reference: page.reference },
        )
        .catch(() => ({ text: '', ready: false }));
      if (state.text.length < length || state.text.length === 0) kept = null;
      if (state.text.length > length && kept === null) kept = typedAt;
      length = state.text.length;
      if (state.ready && readySince === null) readySince = Date.now();
      if (kept !== null && readySince !== null && Date.now() - readySince >= 500) break;
    }
    await navigation;
    const fcp = await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null).catch(() => null);
    return { usable: kept, fcp };
  } finally {
    await context.close();
  }
}

/** Measures every page `runs` times; returns rows with the medians and the targets' verdicts. */
export async function measureUsable({ origin, chromiumPath, runs = 5, pages = USABLE_PAGES, log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const rows = [];
  try {
    for (const page of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await measureOnce(browser, origin, page));
      const row = {
        name: page.name,
        url: page.url,
        reference: page.reference ?? null,
        usable: median(samples.map((s) => s.usable)),
        fcp: median(samples.map((s) => s.fcp)),
        // The first key kept counted from the page's own first paint (issue 57's measure).
        afterPaint: median(samples.map((s) => (s.usable === null || s.fcp === null ? null : Math.max(0, s.usable - s.fcp)))),
        runs: samples,
      };
      log(
        `${row.name}: first key kept ${row.usable ?? '—'} ms (runs ${samples.map((s) => s.usable ?? '—').join(', ')}), first paint ${Math.round(row.fcp ?? 0)} ms`,
      );
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  const plain = rows.find((r) => r.reference === 'plain')?.afterPaint ?? null;
  const react = rows.find((r) => r.reference === 'react')?.usable ?? null;
  for (const row of rows) {
    row.misses = [];
    if (row.reference) continue;
    if (row.usable === null) row.misses.push('no key kept');
    else {
      if (plain !== null && row.afterPaint !== null && row.afterPaint > plain + 150)
        row.misses.push('more than 0.15 s after the plain form, from first paint');
      if (react !== null && row.usable > react) row.misses.push('later than the one-input React page');
    }
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ensureChromium } = await import('./ensure-chromium.mjs');
  const { loadDemoHandlers, startBenchServer } = await import('./bench-server.mjs');
  buildFixtures();
  const port = Number(process.env.BENCH_PORT ?? 4320);
  const server = await startBenchServer({
    distDir: path.resolve(process.env.BENCH_DIST ?? 'dist'),
    port,
    handlers: await loadDemoHandlers(),
    fixturesDir: FIXTURES_DIR,
  });
  try {
    const rows = await measureUsable({
      origin: `http://127.0.0.1:${port}`,
      chromiumPath: ensureChromium(),
      runs: Number(process.env.BENCH_RUNS ?? 5),
    });
    console.log('\n| Page | first paint | first key kept | from first paint | Targets |\n|---|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.name} | ${((r.fcp ?? 0) / 1000).toFixed(2)} s | ${r.usable === null ? '—' : `${(r.usable / 1000).toFixed(2)} s`} | ${r.afterPaint === null ? '—' : `${(r.afterPaint / 1000).toFixed(2)} s`} | ${r.reference ? 'reference' : r.misses.length ? r.misses.join('; ') : 'met'} |`,
      );
    const answers = await measureAnswers({
      origin: `http://127.0.0.1:${port}`,
      chromiumPath: ensureChromium(),
      runs: Number(process.env.BENCH_RUNS ?? 5),
    });
    console.log('\n| Page | on screen | app started |\n|---|---|---|');
    for (const r of answers) console.log(`| ${r.name} | ${((r.shown ?? 0) / 1000).toFixed(2)} s | ${((r.app ?? 0) / 1000).toFixed(2)} s |`);
  } finally {
    server.close();
  }
}
