import { chromium } from '@playwright/test';
import path from 'node:path';
import { loadDemoHandlers, startBenchServer } from '/work/main/scripts/bench-server.mjs';
const port = 4390;
const handlers = await loadDemoHandlers();
const server = await startBenchServer({ distDir: path.resolve('dist'), port, handlers });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.outerHTML.slice(0, 120) : null, connected: e.element?.isConnected }); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await page.goto(`http://127.0.0.1:${port}${process.argv[2]}`);
await page.waitForTimeout(3000);
console.log(JSON.stringify(await page.evaluate(() => window.__lcp.map(e => ({...e}))), null, 1));
await browser.close(); server.close();
