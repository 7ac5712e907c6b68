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

  it('sends HSTS for a year, nosniff and Referrer-Policy strict-origin from every location, its 404s and the API included', () => {
    expect(locations.length).toBeGreaterThan(5);
    for (const block of [...locations, serverLevel.join('\n')]) {
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
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

// docs/decisions/0120: what the host still gave away.
describe('nginx site.conf keeps nothing it need not', () => {
  it("never serves the build's own records (/.vite/prerendered-pages.json) nor any dot path, before any other regex location", () => {
    expect(locations.find((block) => block.startsWith('^~ /.vite/ {'))).toContain('return 404;');
    const regexes = locations.filter((block) => block.startsWith('~'));
    expect(regexes[0]).toMatch(/^~ \/\\\. \{[^}]*return 404;/);
  });

  it('does not name its version', () => {
    expect(serverLevel).toContain('server_tokens off;');
  });

  it('sends the pages whose address carries a session value as no-store, so no disk cache keeps the address', () => {
    const test = /^if \(\$args ~\* "([^"]+)"\) \{$/m.exec(site);
    expect(test).not.toBeNull();
    const carriesSession = new RegExp(test?.[1] ?? '', 'i');
    for (const query of [
      'crp_phe=p1',
      'type=1&dearest=d1',
      'swift=s1&type=1',
      'type=1&eyes=e1',
      'sessionId=S9',
      'userId=U5',
      'crp%5Fphe=p1',
      'type=1&EYES=e1',
    ]) {
      expect(carriesSession.test(query), query).toBe(true);
    }
    for (const query of ['', 'type=1', 'productId=7&orderId=O-1', 'notswift=1', 'type=1&eyesight=2'])
      expect(carriesSession.test(query), query).toBe(false);
    expect(site).toMatch(/\{\n {4}set \$page_cache "no-store";\n\}/);
    expect(serverLevel).toContain('set $page_cache "no-cache";');
    const pages = locations.filter((block) => block.startsWith('/ {') || block.startsWith('~ \\.[A-Za-z0-9]+$ {'));
    expect(pages).toHaveLength(2);
    // The app page is reached by an internal redirect, which drops the query unless it is named:
    // without it the redirected request reads no session value and is no-cache.
    expect(site).toContain('try_files $uri/index$page_lang.html /app$page_lang.html?$args;');
    for (const block of pages) {
      expect(block).toContain('add_header Cache-Control $page_cache always;');
      expect(block).not.toContain('"no-cache"');
    }
  });

  it("sends every API answer as no-store (repayment-way carries the repayToken and the cards), the upstream's own Cache-Control hidden", () => {
    const api = locations.filter((block) => block.includes('proxy_pass http://loan_journey_api;'));
    expect(api).toHaveLength(2);
    for (const block of api) {
      expect(block).toContain('proxy_hide_header Cache-Control;');
      expect(block).toContain('add_header Cache-Control "no-store" always;');
    }
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

// docs/decisions/0136: the app's service worker.
describe('nginx site.conf serves the app worker', () => {
  it('at the root (its scope the whole origin), revalidated on every check, never the app page in its place', () => {
    const block = locations.find((b) => b.startsWith('= /app-worker.js {')) ?? '';
    expect(block).toContain('add_header Cache-Control "no-cache" always;');
    expect(block).toContain('try_files $uri =404;');
    expect(block).not.toContain('Service-Worker-Allowed');
    expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });
});
