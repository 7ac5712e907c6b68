// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every server-supplied URL is checked against the list of its use (docs/decisions/0097): pages and
// the bridge call checkNavigationUrl, checkImageUrl, checkFrameUrl, checkDeepLinkUrl or
// checkOpenPageUrl, never the general checkUrl/safeUrl with options of their own.
const GENERAL = /\b(checkUrl|safeUrl)\s*\(/;
// The one exception: the payment page's inline script, which carries no app config and checks its
// images with checkUrlAgainst (no deep-link scheme, web URLs only).
const ALLOWED = new Set(['src/config/url-allow-list.ts', 'src/config/url-lists.ts']);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('URL lists by use', () => {
  it('no page or adapter calls the general check', () => {
    const offenders = files('src')
      .filter((f) => !ALLOWED.has(f.split(path.sep).join('/')))
      .filter((f) => GENERAL.test(fs.readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the inline voucher script checks images with deep links and blobs off', () => {
    const text = fs.readFileSync('src/first-paint/first-answer-voucher.ts', 'utf8');
    expect(text).toMatch(/checkUrlAgainst\(value, \{ scheme: '', allowedHosts, allowDeepLink: false \}\)/);
  });
});
