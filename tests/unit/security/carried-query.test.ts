import { describe, expect, it } from 'vitest';
import { withCommonQueryOnOwnOrigin } from '../../../src/flows/confirm-loan/carried-url';
import { sessionFromQuery } from '../../../src/session/session';

// The confirm page's redirect to the server's lendDetailsUrl (docs/decisions/0097): the carried
// query (header values and session ids) goes with it on our own origin only.
const ORIGIN = 'https://app.lendo.example';
const session = sessionFromQuery('?productId=7&orderId=O-1&userId=U5&sessionId=S9&crp_phe=p1&dearest=d1&swift=s1&eyes=e1&type=1');

describe('the carried query goes to our own origin only', () => {
  it('adds the session values to a URL of our origin', () => {
    expect(withCommonQueryOnOwnOrigin(`${ORIGIN}/loan/detail?orderId=O-2`, session, ORIGIN, { from: 'confirm' })).toBe(
      `${ORIGIN}/loan/detail?productId=7&orderId=O-2&userId=U5&sessionId=S9&type=1&crp_phe=p1&dearest=d1&swift=s1&eyes=e1&from=confirm`,
    );
  });

  it.each([
    ['another allowed host', 'https://h5.partner.example/loan/detail?orderId=O-2'],
    ['our host on another port', 'https://app.lendo.example:8443/loan/detail?orderId=O-2'],
    ['our host over http', 'http://app.lendo.example/loan/detail?orderId=O-2'],
  ])('leaves a URL on %s as the server sent it', (_name, url) => {
    const out = withCommonQueryOnOwnOrigin(url, session, ORIGIN, { from: 'confirm' });
    expect(out).toBe(url);
    for (const secret of ['crp_phe', 'dearest', 'swift', 'eyes', 'sessionId', 'userId', 'p1', 'S9', 'U5']) expect(out).not.toContain(secret);
  });
});
