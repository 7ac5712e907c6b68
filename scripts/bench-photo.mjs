/* global document, location */
// A camera photo on the complaint form, on the phone profile (150 ms round trip, 750 kbps up, CPU 4x
// slower; scripts/bench-phone.mjs): a 4000×3000 JPEG with EXIF made in code (scripts/camera-photo.mjs),
// - before: the picked file sent as it is, as the app did before docs/decisions/0126 (the same
//   multipart call from the page, so the same network and server);
// - after: picked on the complaint form, made small on the phone and uploaded;
// each: the bytes that reached the server and the time from the pick until the answer (after: until
// the photo shows as sent). Median of `runs`. Run by `npm run bench` (scripts/bench.mjs); on its own:
// `node scripts/bench-photo.mjs` after `npx vite build` (BENCH_RUNS runs, default 3).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { median, phoneTab } from './bench-phone.mjs';
import { cameraPhoto } from './camera-photo.mjs';

const session = 'productId=7&orderId=240518001&deviceId=bench-device&sessionId=bench-session&type=1';
const FORM = `/complainPageNext?${session}&problemType=2&orderNo=MX240518001`;
const UPLOAD = '/maintains/user-problem/upload-problem-img';
const GIVE_UP_MS = 300_000;

/** The bytes the server keeps for an uploaded URL (the demo backend serves them back). */
async function receivedBytes(origin, url) {
  const response = await fetch(new URL(url, origin));
  return (await response.arrayBuffer()).byteLength;
}

async function once(browser, origin, photo, mode) {
  const { context, tab } = await phoneTab(browser);
  try {
    await tab.goto(`${origin}${FORM}`);
    await tab.getByLabel('Add image').waitFor();
    await tab.waitForFunction(() => !document.querySelector('input[type="file"]')?.disabled, null, { timeout: GIVE_UP_MS });
    if (mode === 'before') {
      const answer = await tab.evaluate(
        async ({ bytes, path }) => {
          const form = new FormData();
          form.append(
            'problemImage',
            new Blob([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }),
            'IMG_20261127_184207.jpg',
          );
          const started = performance.now();
          const r = await fetch(`${path}?${location.search.slice(1)}`, { method: 'POST', body: form });
          const body = await r.json();
          return { ms: performance.now() - started, url: body?.data?.url ?? null };
        },
        { bytes: Buffer.from(photo).toString('base64'), path: UPLOAD },
      );
      return { ms: answer.ms, bytes: answer.url ? await receivedBytes(origin, answer.url) : null };
    }
    const uploaded = tab.waitForResponse((r) => r.url().includes(UPLOAD), { timeout: GIVE_UP_MS });
    const started = Date.now();
    await tab.getByLabel('Add image').setInputFiles({ name: 'IMG_20261127_184207.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) });
    const body = await (await uploaded).json();
    await tab.locator('[data-testid="photo"][data-status="sent"]').waitFor({ timeout: GIVE_UP_MS });
    return { ms: Date.now() - started, bytes: body?.data?.url ? await receivedBytes(origin, body.data.url) : null };
  } finally {
    await context.close();
  }
}

/** Before and after, each the median of `runs`: `{ name, picked, bytes, ms, runs }`. */
export async function measurePhoto({ origin, chromiumPath, runs = 3, log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const maker = await browser.newPage();
    await maker.goto(`${origin}/bench/plain-form.html`).catch(() => maker.goto(origin));
    const photo = await cameraPhoto(maker);
    await maker.close();
    const rows = [];
    for (const [mode, name] of [
      ['before', 'before: the picked file as it is'],
      ['after', 'after: made small on the phone'],
    ]) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await once(browser, origin, photo, mode));
      const row = { name, picked: photo.length, bytes: median(samples.map((s) => s.bytes)), ms: median(samples.map((s) => s.ms)), runs: samples };
      log(
        `${name}: ${row.bytes} bytes reached the server in ${Math.round(row.ms ?? 0)} ms (runs ${samples.map((s) => Math.round(s.ms)).join(', ')} ms)`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** The README's table of `rows`. */
export function photoTable(rows) {
  const lines = ['| 4000×3000 camera JPEG with EXIF, phone profile | Picked | Reached the server | Time until uploaded |', '|---|---|---|---|'];
  for (const r of rows)
    lines.push(
      `| ${r.name} | ${(r.picked / 1024).toFixed(0)} KB | ${r.bytes === null ? '—' : `${(r.bytes / 1024).toFixed(0)} KB`} | ${r.ms === null ? '—' : `${(r.ms / 1000).toFixed(1)} s`} |`,
    );
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ensureChromium } = await import('./ensure-chromium.mjs');
  const { loadDemoHandlers, startBenchServer } = await import('./bench-server.mjs');
  const port = Number(process.env.BENCH_PORT ?? 4320);
  const server = await startBenchServer({
    distDir: path.resolve(process.env.BENCH_DIST ?? 'dist'),
    port,
    handlers: await loadDemoHandlers(path.resolve('bench-results/mock-server-photo')),
  });
  try {
    const rows = await measurePhoto({
      origin: `http://127.0.0.1:${port}`,
      chromiumPath: ensureChromium(),
      runs: Number(process.env.BENCH_RUNS ?? 3),
    });
    console.log(`\n${photoTable(rows)}`);
  } finally {
    server.close();
  }
}
