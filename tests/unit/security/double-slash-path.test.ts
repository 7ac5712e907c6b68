import { describe, expect, it } from 'vitest';
import { checkOpenPageUrl } from '../../../src/config/url-allow-list';
import { checkFrameUrl, checkImageUrl, checkNavigationUrl } from '../../../src/config/url-lists';
import { withCommonQueryOnOwnOrigin } from '../../../src/flows/confirm-loan/carried-url';
import { sessionFromQuery } from '../../../src/session/session';

// A path that starts with '//' names another host once the router, or anything that reads the
// path as a URL, takes it (docs/decisions/0120): no list passes it, and the session never goes with it.
const ORIGIN = 'https://app.lendo.example';
const where = { origin: ORIGIN, allowedHosts: ['cdn.lendo.example'] };
const session = sessionFromQuery('?productId=7&userId=U5&sessionId=S9&crp_phe=p1&dearest=d1&swift=s1&eyes=e1');

describe('a path starting with // passes no list', () => {
  it.each([
    `${ORIGIN}//evil.example/x`,
    `${ORIGIN}/..//evil.example`,
    '/..//evil.example',
    '/.//evil.example/x',
    `${ORIGIN}/./%2e%2e//evil.example`,
    'https://cdn.lendo.example//evil.example/x',
  ])('%s', (raw) => {
    expect(checkNavigationUrl(raw, where)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkImageUrl(raw, where)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkFrameUrl(raw, { origin: ORIGIN }).ok).toBe(false);
    expect(checkOpenPageUrl(raw, where)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('still passes our own paths and a // inside a path', () => {
    expect(checkNavigationUrl('/loan/detail?orderId=O-1', where)).toEqual({ ok: true, url: `${ORIGIN}/loan/detail?orderId=O-1` });
    expect(checkNavigationUrl(`${ORIGIN}/loan//detail`, where)).toEqual({ ok: true, url: `${ORIGIN}/loan//detail` });
  });
});

describe('the carried query never goes to a path starting with //', () => {
  it.each([`${ORIGIN}//evil.example/x`, `${ORIGIN}/..//evil.example`])('%s', (url) => {
    const out = withCommonQueryOnOwnOrigin(url, session, ORIGIN, { from: 'confirm' });
    for (const secret of ['crp_phe', 'dearest', 'swift', 'eyes', 'sessionId', 'userId', 'p1', 'S9', 'U5']) expect(out).not.toContain(secret);
  });
});
