import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { precacheManifest } from '../../../scripts/app-worker.mjs';
import { NAVIGATION_TIMEOUT_MS, shellsFor } from '../../../build/app-worker/shells';

// The app's service worker (docs/decisions/0136): what it precaches from a build, and which kept
// shell answers a navigation the network could not.
const dist = mkdtempSync(path.join(tmpdir(), 'app-worker-'));
const files: Record<string, string> = {
  'assets/main-abc123.js': 'main',
  'assets/main-abc123.js.gz': 'gz',
  'assets/logo-def456.svg': '<svg/>',
  'app.html': 'app es',
  'app.en.html': 'app en',
  'index.html': 'home',
  'carpmm/index.html': 'code es',
  'carpmm/index.en.html': 'code en',
  'repay/choose/index.html': 'choose',
  'complaint/index.html': 'complaint',
  'nginx/site.conf': 'conf',
  'mockServiceWorker.js': 'msw',
  'content-security-policy.txt': 'csp',
  'policy.html': 'policy',
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('what the app worker precaches', () => {
  const manifest = precacheManifest(dist);

  it('every hashed asset by its name, no precompressed copy', () => {
    expect(manifest.filter((e) => e.revision === null).map((e) => e.url)).toEqual(['/assets/logo-def456.svg', '/assets/main-abc123.js']);
  });

  it('the app page and the shells of the way to a payment code, in both languages, each by the hash of its content', () => {
    const shells = manifest.filter((e) => e.revision !== null);
    expect(shells.map((e) => e.url)).toEqual([
      '/app.en.html',
      '/app.html',
      '/carpmm/index.en.html',
      '/carpmm/index.html',
      '/repay/choose/index.html',
    ]);
    for (const e of shells) expect(e.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(shells.map((e) => e.revision)).size).toBe(shells.length);
  });

  it('nothing of the host, the policy, the demo backend or the other pages', () => {
    const urls = manifest.map((e) => e.url);
    for (const left of [
      '/nginx/site.conf',
      '/mockServiceWorker.js',
      '/content-security-policy.txt',
      '/policy.html',
      '/index.html',
      '/complaint/index.html',
    ])
      expect(urls).not.toContain(left);
  });
});

describe('the shell a navigation gets when the network fails', () => {
  it("the path's page in the query's language, then the app page", () => {
    expect(shellsFor(new URL('https://h5.example.com/carpmm?type=1&userId=U5'))).toEqual(['/carpmm/index.en.html', '/app.en.html']);
    expect(shellsFor(new URL('https://h5.example.com/carpmm/?type=2'))).toEqual(['/carpmm/index.html', '/app.html']);
    expect(shellsFor(new URL('https://h5.example.com/repay/choose?orderId=1'))).toEqual(['/repay/choose/index.html', '/app.html']);
  });

  it('waits 4 s for the network before showing it', () => {
    expect(NAVIGATION_TIMEOUT_MS).toBe(4000);
  });
});
