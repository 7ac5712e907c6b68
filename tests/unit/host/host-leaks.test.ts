import { describe, expect, it } from 'vitest';
import { ACCESS_LOG, LOG_FORMAT, nginxLogFormat, nginxSite } from '../../../scripts/host-config.mjs';

// Issue 54: what the served configuration writes and passes on (scripts/host-config.mjs);
// tests/e2e/host/leaks.spec.ts runs it with Debian's nginx.
const site = nginxSite("default-src 'self'");
const serverLevel = site.split('\n').filter((line) => /^[a-z_]+ .*;$/.test(line));
const location = (head: string) => site.split(/^location /m).find((block) => block.startsWith(`${head} {`)) ?? '';

describe('the access log', () => {
  it('site.conf writes its own, in its own format, at the server level', () => {
    expect(serverLevel).toContain(`access_log ${ACCESS_LOG} ${LOG_FORMAT};`);
    expect(site.match(/access_log /g)).toHaveLength(1);
  });

  it('the format, for the http block, names no query: no $request, $request_uri, $args, $query_string, $arg_ nor Referer', () => {
    const format = nginxLogFormat();
    expect(format).toMatch(new RegExp(`^log_format ${LOG_FORMAT} '[^']*';$`, 'm'));
    for (const leak of ['$request ', '$request"', '$request_uri', '$args', '$query_string', '$arg_', '$is_args', '$http_referer']) {
      expect(format, leak).not.toContain(leak);
    }
    expect(format).toContain('$request_method $uri');
  });
});

describe('caching of assets', () => {
  it('the year-long Cache-Control only on an asset that exists (no `always`); a missing one is no-store', () => {
    const assets = location('^~ /assets/');
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable";\n');
    expect(assets).not.toMatch(/max-age=31536000, immutable" always/);
    expect(assets).toContain('error_page 404 @missing_asset;');
    const missing = location('@missing_asset');
    expect(missing).toContain('add_header Cache-Control "no-store" always;');
    expect(missing).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
    expect(missing).toContain('return 404;');
  });
});

describe('the client address passed on', () => {
  it('is the one nginx saw, never one the client wrote', () => {
    expect(site).not.toContain('$proxy_add_x_forwarded_for');
    expect(site.match(/proxy_set_header X-Forwarded-For \$remote_addr;/g)).toHaveLength(2);
  });
});
