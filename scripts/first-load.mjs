// What a browser fetches while a page loads: opens each address of a production build in Chromium
// (a fresh context each, so nothing is cached) and counts every script it runs until the page is
// settled (its `app:ahead` mark) and the network has been quiet for QUIET_MS. Counted: each inline script of every
// document (the page and any frame), and every JavaScript response of any origin (the app's
// chunks, modulepreloads, dynamic imports asked for while the page loads, such as a page's loaded
// view fetched beside its data or a drawn barcode, workers). Each is counted by the gzip size
// (level 9) of its body, so the result does not depend on the server's compression.
// Requests the browser marks as prefetches (`Sec-Purpose: prefetch`, `<link rel="prefetch">`), and
// scripts asked for once the page is settled (after the app's `app:ahead` mark, src/main.tsx: the
// next-tap code and the later pages' code it fetches ahead) are code for a later page, not this
// one's load, and are listed apart. So are the app's service worker and what it precaches
// (docs/decisions/0136) when they start after that mark (read on the same clock: the worker's
// requests are not in the page's resource timing); started before it, they count.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Quiet time after the page is settled (the `app:ahead` mark) before the load counts as done. */
export const QUIET_MS = 500;
/** The longest a page may take to start and go quiet. */
const PAGE_TIMEOUT_MS = 20_000;

const gz = (body) => gzipSync(body, { level: 9 }).length;

/** The route table of the README (name and Example address), in its order. */
export function readmeRoutes(root = process.cwd()) {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| `[^|]+ \| [^|]+ \| `(\w+)` \| [^|]+ \| `([^`]+)` \|$/gm)].map(([, name, url]) => ({ name, url }));
  if (rows.length === 0) throw new Error('README: no route table with an Example column');
  return rows;
}

/** The scripts a page's HTML runs inline: every `<script>` without `src` whose type is JavaScript. */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs))
    .filter(([, attrs]) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
      return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
    })
    .map(([, , code]) => code);
}

const isScript = (request, response) =>
  ['script', 'worker', 'sharedworker', 'serviceworker'].includes(request.resourceType()) ||
  /javascript|ecmascript/i.test(response.headers()['content-type'] ?? '');

const isPrefetch = async (request) => {
  const headers = await request.allHeaders();
  return /prefetch/i.test(headers['sec-purpose'] ?? headers['purpose'] ?? '');
};

/**
 * Opens `baseURL + route.url` and resolves with `{ ...route, scripts: [{ file, gzip }], prefetched, total }`
 * (`total`: the gzip bytes of every script counted).
 */
export async function measurePage(browser, baseURL, route) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const scripts = [];
  const prefetched = [];
  // A body read once the context is closing (a late request, or a page that failed or timed out) is
  // not counted; any other failure to read one fails the measurement.
  let closing = false;
  // Set once the page's load is measured: a script that finishes later (a late fetch of the
  // next-tap code, say) is not this page's load, whatever the race with the mark's read.
  let measured = false;
  const unread = [];
  /** The service worker's script and its own requests: [{ entry, startedAt }] (wall clock). */
  const workerScripts = [];
  const startedAt = new Map();
  const pending = new Set();
  let lastActivity = Date.now();
  const settle = (request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  context.on('request', (request) => {
    startedAt.set(request, Date.now());
    pending.add(request);
    lastActivity = Date.now();
  });
  context.on('requestfailed', settle);
  context.on('requestfinished', async (request) => {
    // Counted before the request leaves `pending`, so the quiet wait cannot end in between.
    try {
      const response = await request.response();
      if (!response) return;
      const name = new URL(request.url()).pathname;
      if (request.resourceType() === 'document') {
        const codes = inlineScripts((await response.body()).toString('utf8'));
        codes.forEach((code, i) => scripts.push({ file: `${name} (inline script ${i + 1})`, gzip: gz(code) }));
      } else if (isScript(request, response)) {
        const entry = { file: name, gzip: gz(await response.body()) };
        if (request.serviceWorker() !== null || request.resourceType() === 'serviceworker')
          workerScripts.push({ entry, startedAt: startedAt.get(request) ?? 0 });
        else ((await isPrefetch(request)) || measured ? prefetched : scripts).push(entry);
      }
    } catch (error) {
      if (!closing) unread.push(`${request.url()}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      settle(request);
    }
  });
  try {
    const page = await context.newPage();
    await page.goto(baseURL + route.url, { timeout: PAGE_TIMEOUT_MS });
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: PAGE_TIMEOUT_MS });
    // The page's own load ends at the `app:ahead` mark (at the latest 10 s after the start): the
    // quiet wait starts there, so the next-tap code, asked for at the mark, is seen starting after
    // it. Waiting for quiet alone could end before the mark on a loaded machine (an idle callback
    // later than QUIET_MS), and the next-tap code, still in flight when the marks were read, was
    // then counted as this page's.
    await page.waitForFunction(() => performance.getEntriesByName('app:ahead').length > 0, null, { timeout: PAGE_TIMEOUT_MS });
    const started = Date.now();
    while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - started > PAGE_TIMEOUT_MS) throw new Error(`${route.url}: the network never went quiet`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // What the page fetched once settled, for the pages it can open (src/main.tsx marks `app:ahead`).
    const ahead = new Set(
      await page.evaluate(() => {
        const mark = performance.getEntriesByName('app:ahead')[0];
        if (!mark) return [];
        return (
          performance
            .getEntriesByType('resource')
            // Less a millisecond: the browser coarsens both times, and the request the mark is
            // followed by at once (the next-tap code) could otherwise read as started before it.
            .filter((e) => e.startTime >= mark.startTime - 1)
            .map((e) => new URL(e.name).pathname)
        );
      }),
    );
    measured = true;
    for (let i = scripts.length - 1; i >= 0; i--) if (ahead.has(scripts[i].file)) prefetched.push(...scripts.splice(i, 1));
    // Less a millisecond, as above; Date.now() and timeOrigin share the machine's clock.
    const markAt = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByName('app:ahead')[0]?.startTime ?? 0));
    for (const w of workerScripts) (w.startedAt >= markAt - 1 ? prefetched : scripts).push(w.entry);
  } finally {
    closing = true;
    await context.close();
  }
  if (unread.length) throw new Error(`${route.url}: could not read ${unread.join('; ')}`);
  scripts.sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
  return { ...route, scripts, prefetched, total: scripts.reduce((sum, s) => sum + s.gzip, 0) };
}

/** Measures every route, `concurrency` pages at a time; results in the routes' order. */
export async function measureFirstLoad({ browser, baseURL, routes, concurrency = 3 }) {
  const results = new Array(routes.length);
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const i = next++;
      results[i] = await measurePage(browser, baseURL, routes[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, routes.length) }, worker));
  return results;
}
