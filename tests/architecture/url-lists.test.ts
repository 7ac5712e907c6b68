import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every server-supplied URL is checked against the list of its use (docs/decisions/0097): pages and
// the bridge call checkNavigationUrl, checkImageUrl, checkFrameUrl, checkDeepLinkUrl or
// checkOpenPageUrl, never the general checkUrl/safeUrl with options of their own.
const GENERAL = /\b(checkUrl|safeUrl)\s*\(/;
// The one exception: the payment page's inline script, which carries no app config and checks its
// picture with a narrow form of the check (src/first-paint/first-paint-url.ts: web URLs only, no
// deep link, no blob), which never passes what the image list refuses (first-paint-url.test.ts).
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

  it('the inline voucher script checks its picture with the narrow check, against the build’s hosts and the page’s origin', () => {
    const text = fs.readFileSync('src/first-paint/first-answer-voucher.ts', 'utf8');
    expect(text).toMatch(/firstPaintPictureUrl\(value, allowedHosts, location\.origin\)/);
    expect(text).not.toMatch(/checkUrlAgainst|src:\s*value|src: d\./);
    // The narrow check reads only web URLs: a path of ours or http(s)://, nothing with a scheme of its own.
    const check = fs.readFileSync('src/first-paint/first-paint-url.ts', 'utf8');
    expect(check).toContain('const PLAIN_WEB_URL = /^(https?:\\/\\/|\\/(?!\\/))[\\x21-\\x5b\\x5d-\\x7e]*$/i;');
  });
});
