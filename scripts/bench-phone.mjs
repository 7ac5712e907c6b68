// The bench's phone profile in Chromium (scripts/bench-usable.mjs, scripts/bench-answers.mjs): 150 ms
// round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower, cold cache.
export const PHONE = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 };
export const GIVE_UP_MS = 15_000;

/**
 * A new tab on the phone profile: cold cache (unless `cache`: a phone keeps what it fetched, as the
 * hops bench needs), throttled network and CPU. Close its context after use.
 */
export async function phoneTab(browser, { cache = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1024) / 8,
    uploadThroughput: (PHONE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { context, tab };
}

export const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length === 0 ? null : s[Math.floor(s.length / 2)];
};
