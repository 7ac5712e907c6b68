/* global document, window, requestAnimationFrame, HTMLImageElement */
// The answer on screen: for each loan page, the time from navigation until what the borrower came for
// (the order status, the notice, the payment code and its barcode image) is on screen, on the phone
// profile, with the time the app started. Part of `npm run bench` (scripts/bench.mjs).
import { chromium } from '@playwright/test';
import { GIVE_UP_MS, median, phoneTab } from './bench-phone.mjs';

const session = 'productId=7&orderId=240518001&deviceId=bench-device&sessionId=bench-session';

/** The answers measured: a name, the address and what must be on screen (a selector; an image counts once loaded). */
export const ANSWER_PAGES = [
  { name: 'loan details, order status', url: `/loan/detail?${session}`, shows: '.details__status h2' },
  { name: 'instalment repayment, notice', url: `/repay/choose?${session}`, shows: '.pay-notice' },
  { name: 'payment code, the code', url: `/carpmm?${session}&amount=300000&payCode=OXXO&requestType=1`, shows: '.vc-code' },
  { name: 'payment code, the barcode image', url: `/carpmm?${session}&amount=300000&payCode=OXXO&requestType=1`, shows: 'img.pay-barcode__img' },
];

/** One run: ms from navigation until `shows` is on screen, and until the app has started. */
async function answerOnce(browser, origin, page) {
  const { context, tab } = await phoneTab(browser);
  try {
    await tab.addInitScript((selector) => {
      const seen = () => {
        const el = document.querySelector(selector);
        if (!el) return false;
        if (el instanceof HTMLImageElement) return el.complete && el.naturalWidth > 0;
        return (el.textContent ?? '').trim() !== '';
      };
      const watch = () => {
        if (seen()) window.__shownAt = performance.now();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    }, page.shows);
    await tab.goto(`${origin}${page.url}`, { waitUntil: 'load', timeout: GIVE_UP_MS });
    await tab.waitForFunction(() => window.__shownAt !== undefined && document.documentElement.hasAttribute('data-app-ready'), null, {
      timeout: GIVE_UP_MS,
    });
    return await tab.evaluate(() => ({ shown: window.__shownAt, app: performance.getEntriesByName('data-app-ready')[0]?.startTime ?? null }));
  } catch {
    return { shown: null, app: null };
  } finally {
    await context.close();
  }
}

/** Measures every answer page `runs` times; returns rows with the medians (ms from navigation). */
export async function measureAnswers({ origin, chromiumPath, runs = 5, pages = ANSWER_PAGES, log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const rows = [];
  try {
    for (const page of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await answerOnce(browser, origin, page));
      const row = {
        name: page.name,
        url: page.url,
        shown: median(samples.map((r) => r.shown)),
        app: median(samples.map((r) => r.app)),
        runs: samples,
      };
      log(`${row.name}: on screen ${Math.round(row.shown ?? 0)} ms, app started ${Math.round(row.app ?? 0)} ms`);
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
