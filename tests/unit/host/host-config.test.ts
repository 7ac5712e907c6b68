// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxSite } from '../../../scripts/host-config.mjs';

// The nginx configuration the build writes (scripts/host-config.mjs, docs/decisions/0065 and 0094).
// tests/e2e/host/nginx.spec.ts runs it with Debian's nginx; these read what it says.
const site = nginxSite("default-src 'self'");
const lines = site.split('\n');
/** Directives outside every block: those the server block including the file gets. */
const serverLevel = lines.filter((line) => /^[a-z_]+ .*;$/.test(line));
const locations = site.split(/^location /m).slice(1);

describe('nginx site.conf', () => {
  it('takes header names with an underscore (client one sends crp_phe), in the server block', () => {
    expect(serverLevel).toContain('underscores_in_headers on;');
  });

  it('sends HSTS for a year and Referrer-Policy strict-origin wherever it sends its security headers', () => {
    const withHeaders = locations.filter((block) => block.includes('X-Content-Type-Options'));
    expect(withHeaders).toHaveLength(3);
    for (const block of withHeaders) {
      expect(block).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
      expect(block).toContain('add_header Referrer-Policy "strict-origin" always;');
      expect(block).not.toContain('strict-origin-when-cross-origin');
    }
  });

  it('never serves the policy file nor its precompressed copies', () => {
    expect(locations.find((block) => block.startsWith('^~ /content-security-policy.txt {'))).toContain('return 404;');
    expect(locations.find((block) => block.startsWith('^~ /nginx/ {'))).toContain('return 404;');
  });
});

describe('index.html', () => {
  it('says the referrer policy itself, before anything it loads, for hosts that send no header', () => {
    const html = readFileSync('index.html', 'utf8');
    const meta = html.indexOf('<meta name="referrer" content="strict-origin" />');
    expect(meta).toBeGreaterThan(0);
    expect(meta).toBeLessThan(html.search(/<script|<link|<style/));
  });
});
