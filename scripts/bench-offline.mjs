/* global document, window, requestAnimationFrame */
// The payment code at the counter with no signal (issue 55, docs/decisions/0136): the time from the
// tap on the app's link until the kept code and its amount are on screen, opened again with the
// network off, on the phone profile (CPU 4x slower; the shell from the app's service worker, the code
// from the phone). Part of `npm run bench` (scripts/bench.mjs); alone, against a build already served
// the way bench.mjs serves it: `node scripts/bench-offline.mjs http://127.0.0.1:4319`.
import { chromium } from '@playwright/test';
import { GIVE_UP_MS, median, PHONE } from './bench-phone.mjs';

/** Within a second of the tap, the code a borrower shows at the counter (the words). */
export const OFFLINE_TARGET_MS = 1000;
const CODE_URL = '/carpmm?type=1&productId=7&orderId=240518001&requestType=1&amount=112345&payCode=OXXO&userId=bench-user';

/** One run: a fresh phone opens the code online, then again in a new tab with the network off. */
async function offlineOnce(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const first = await context.newPage();
    await first.goto(`${origin}${CODE_URL}`, { waitUntil: 'load', timeout: GIVE_UP_MS });
    await first.waitForSelector('[data-testid="voucher-code"]', { timeout: GIVE_UP_MS });
    // The app's worker is registered once the page has settled; `ready` once its precache is done.
    await first.evaluate(async () => void (await navigator.serviceWorker.ready));
    await first.waitForFunction(() => (localStorage.getItem('loan-journey.kept-vouchers') ?? '') !== '', null, { timeout: GIVE_UP_MS });
    await first.close();
    await context.setOffline(true);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await tab.addInitScript(() => {
      // All of it, as the borrower shows it: the code, the amount, when it was made, the line that it
      // is shown with no connection, and the barcode drawn on the phone.
      const seen = () =>
        [
          '[data-testid="voucher-code"]',
          '[data-testid="voucher-amount"]',
          '[data-testid="voucher-saved"]',
          '.vc-standing--offline [role="status"]',
        ].every((selector) => (document.querySelector(selector)?.textContent ?? '').trim() !== '') &&
        document.querySelector('.vc-standing--offline [data-state="drawn"]') !== null;
      const watch = () => {
        if (seen()) window.__shownAt = performance.now();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await tab.goto(`${origin}${CODE_URL}`, { waitUntil: 'load', timeout: GIVE_UP_MS });
    await tab.waitForFunction(() => window.__shownAt !== undefined, null, { timeout: GIVE_UP_MS });
    // The code is drawn by the page's inline script before the app runs (decision 0136): the app's
    // start is waited for too, for the row's second figure.
    await tab.waitForFunction(() => performance.getEntriesByName('data-app-ready').length > 0, null, { timeout: GIVE_UP_MS });
    return await tab.evaluate(() => ({
      shown: window.__shownAt,
      app: performance.getEntriesByName('data-app-ready')[0]?.startTime ?? null,
      fromWorker: navigator.serviceWorker.controller !== null,
    }));
  } catch (error) {
    return { shown: null, app: null, error: String(error.message ?? error).split('\n')[0] };
  } finally {
    await context.close();
  }
}

/** The offline payment code `runs` times; one row as bench-answers.mjs gives, with its target. */
export async function measureOffline({ origin, chromiumPath, runs = 5, log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await offlineOnce(browser, origin));
    const shown = median(samples.map((r) => r.shown));
    const misses =
      shown === null
        ? [`never on screen (${samples.find((r) => r.error)?.error ?? 'no sample'})`]
        : shown > OFFLINE_TARGET_MS
          ? [`on screen after ${OFFLINE_TARGET_MS} ms`]
          : [];
    const row = { name: 'payment code offline, from the phone', url: CODE_URL, shown, app: median(samples.map((r) => r.app)), runs: samples, misses };
    log(`${row.name}: on screen ${Math.round(shown ?? 0)} ms, app started ${Math.round(row.app ?? 0)} ms`);
    return row;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ensureChromium } = await import('./ensure-chromium.mjs');
  const row = await measureOffline({
    origin: process.argv[2] ?? 'http://127.0.0.1:4319',
    chromiumPath: ensureChromium(),
    runs: Number(process.env.BENCH_USABLE_RUNS ?? 5),
  });
  console.log(JSON.stringify(row, null, 2));
  process.exit(row.misses.length ? 1 : 0);
}
