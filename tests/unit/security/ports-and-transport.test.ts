import { describe, expect, it } from 'vitest';
import { apiBaseProblem, contentSecurityPolicy } from '../../../scripts/csp.mjs';
import { hostConfig } from '../../../scripts/host-config.mjs';
import { hostAllowed } from '../../../src/config/url-allow-list';
import { checkImageUrl, checkNavigationUrl } from '../../../src/config/url-lists';
import { firstPaintPictureUrl } from '../../../src/first-paint/first-paint-url';

// docs/decisions/0120: an allowed host without a port is that host on the default port only; frames
// and the API only over HTTPS (loopback aside, for development and tests).
const ORIGIN = 'https://app.lendo.example';
const HOSTS = ['cdn.lendo.example', 'pay.partner.example:8443', '*.img.example'];
const where = { origin: ORIGIN, allowedHosts: HOSTS };

describe('an allowed host without a port matches its default port only', () => {
  it.each([
    ['https://cdn.lendo.example:8443/a.png', false],
    ['https://cdn.lendo.example:444/a.png', false],
    ['https://a.img.example:8443/a.png', false],
    ['https://pay.partner.example/p', false],
    ['https://pay.partner.example:9443/p', false],
    ['https://cdn.lendo.example/a.png', true],
    ['https://cdn.lendo.example:443/a.png', true],
    ['https://a.img.example/a.png', true],
    ['https://pay.partner.example:8443/p', true],
  ])('%s: %s', (raw, allowed) => {
    expect(hostAllowed(new URL(raw), HOSTS)).toBe(allowed);
    expect(checkNavigationUrl(raw, where).ok).toBe(allowed);
    expect(checkImageUrl(raw, where).ok).toBe(allowed);
    expect(firstPaintPictureUrl(raw, HOSTS, ORIGIN) !== null).toBe(allowed);
  });

  it("the first paint's picture check refuses a path starting with // as the full check does", () => {
    expect(firstPaintPictureUrl(`${ORIGIN}//evil.example/x.png`, HOSTS, ORIGIN)).toBeNull();
  });
});

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe("the CSP's frame-src names the policy page only over HTTPS, on an allowed host", () => {
  it.each([
    ['http://legal.lendo.example/policy.html', 'legal.lendo.example', "frame-src 'self'"],
    ['https://legal.lendo.example/policy.html', '', "frame-src 'self'"],
    ['https://legal.lendo.example:8443/policy.html', 'legal.lendo.example', "frame-src 'self'"],
    ['https://legal.lendo.example/policy.html', 'legal.lendo.example', "frame-src 'self' https://legal.lendo.example"],
    ['/policy.html', 'legal.lendo.example', "frame-src 'self'"],
  ])('%s with allowed hosts "%s"', (policyUrl, hosts, expected) => {
    expect(directive(contentSecurityPolicy({ VITE_POLICY_URL: policyUrl, VITE_ALLOWED_HOSTS: hosts }), 'frame-src')).toBe(expected);
  });
});

/** The build plugin's configResolved hook, given a config that holds only the env it reads. */
function resolveBuild(base: string): unknown {
  const hook = hostConfig().configResolved;
  if (typeof hook !== 'function') throw new Error('configResolved is a plain hook');
  return Reflect.apply(hook, undefined, [{ env: { VITE_API_BASE: base } }]);
}

describe('the API base is HTTPS, or http on loopback', () => {
  it.each([
    'http://api.example.com',
    'http://api.example.com:8080/v1',
    'ftp://api.example.com',
    'api.example.com',
    'https://user:pw@api.example.com',
    '//api.example.com',
  ])('refuses %s', (base) => {
    expect(apiBaseProblem(base)).toMatch(/VITE_API_BASE/);
    expect(() => contentSecurityPolicy({ VITE_API_BASE: base })).toThrow(/VITE_API_BASE/);
    expect(() => resolveBuild(base)).toThrow(/VITE_API_BASE/);
  });

  it.each(['', 'https://api.example.com', 'https://api.example.com/v1/', 'http://127.0.0.1:4324', 'http://localhost:8080', 'http://[::1]:8080'])(
    'takes "%s"',
    (base) => {
      expect(apiBaseProblem(base)).toBeNull();
      expect(() => contentSecurityPolicy({ VITE_API_BASE: base })).not.toThrow();
      expect(() => resolveBuild(base)).not.toThrow();
    },
  );
});
