import type { Echo } from '../../../scripts/echo-upstream.mjs';
import { expect, type Page, type Request } from '../fixtures';

// Every request reaches the API as the app sent it (issue 28, docs/decisions/0094). A host's
// upstream answers a call carrying the echo marker with what reached it (scripts/echo-upstream.mjs);
// these walks make one call through each client with the marker and every header value set.

/** The echo marker (scripts/echo-upstream.mjs), spelled out here as the test's own value. */
export const MARKER = 'e2e-echo';

/** Client one's header values, as the native shell puts them in the page query (SPEC, src/api/clients.ts). */
export const HEADERS_ONE = { crp_phe: 'eyJ0.a+b/c==', dearest: 'dst-7781', showy: 'android', dearer: '3.4.1', language: 'en' } as const;
/** Client two's header values. */
export const HEADERS_TWO = { swift: 'sw_4410', eyes: 'ey.90-b' } as const;
const HEADER_QUERY = new URLSearchParams({ ...HEADERS_ONE, ...HEADERS_TWO }).toString();

/** Headers a proxy may set itself by design: the connection and the Host it forwards to. */
const HOP_HEADERS = ['host', 'connection'];

export interface EchoedCall {
  request: Request;
  /** The headers the browser sent, as the browser reports them. */
  sent: Record<string, string>;
  echo: Echo;
}

async function echoed(page: Page, start: () => Promise<unknown>, match: (r: Request) => boolean): Promise<EchoedCall> {
  const response = page.waitForResponse((r) => match(r.request()));
  await start();
  const got = await response;
  const body = (await got.json()) as { code: string; data: Echo };
  expect(body.code, 'the upstream answered with its echo').toBe('00');
  return { request: got.request(), sent: await got.request().allHeaders(), echo: body.data };
}

/** An API call (not the page itself, whose address carries the marker too) with the marker. */
const carriesMarker = (r: Request) =>
  ['fetch', 'xhr'].includes(r.resourceType()) && (r.url().includes(MARKER) || (r.postData() ?? '').includes(MARKER));

/** Client one, JSON body: the bank-card repayment's commit, the coupon id being the marker. */
export async function clientOneCall(page: Page): Promise<EchoedCall> {
  await page.goto(`/repay/card?type=1&orderId=O1&productId=P1&withholdingAmount=150000&couponId=${MARKER}&userId=U5&${HEADER_QUERY}`);
  await expect(page.getByTestId('repay-amount')).toHaveText('₱1500.00');
  await page.getByRole('radio', { name: /BBVA México/ }).check();
  return echoed(
    page,
    () => page.getByRole('button', { name: 'Pay', exact: true }).click(),
    (r) => r.method() === 'POST' && carriesMarker(r),
  );
}

/** Client two: the register page's visit (GET with a query) and its SMS code request (form body), utm_tag being the marker. */
export async function clientTwoCalls(page: Page): Promise<{ get: EchoedCall; post: EchoedCall }> {
  const get = await echoed(
    page,
    () => page.goto(`/promotion?type=1&id=7&app_from=fb&user_from=ad-12&utm_tag=${MARKER}&links_id=3&${HEADER_QUERY}`),
    (r) => r.method() === 'GET' && carriesMarker(r),
  );
  await expect(page.getByLabel('Mobile number')).toBeEditable();
  await page.getByLabel('Mobile number').fill('13912345678');
  await page.getByLabel('Image code').fill('1234');
  const post = await echoed(
    page,
    () => page.getByRole('button', { name: 'Get code' }).click(),
    (r) => r.method() === 'POST' && carriesMarker(r),
  );
  return { get, post };
}

/** The values of header `name` that reached the upstream (any spelling of the name). */
export function arrived(call: EchoedCall, name: string): string[] {
  return call.echo.headers.filter(([n]) => n.toLowerCase() === name).map(([, v]) => v);
}

/**
 * The call arrived as sent: method, path, query and raw body unchanged, each of `expected`'s
 * headers sent and arrived with exactly that value, once, and every other header the browser sent
 * arrived unchanged too (but the hop headers a proxy sets).
 */
export function expectAsSent(call: EchoedCall, expected: Readonly<Record<string, string>>) {
  const url = new URL(call.request.url());
  expect(call.echo.method).toBe(call.request.method());
  expect(call.echo.path).toBe(url.pathname);
  expect(call.echo.query).toBe(url.search.replace(/^\?/, ''));
  expect(call.echo.body).toBe(call.request.postData() ?? '');
  for (const [name, value] of Object.entries(expected)) {
    expect(call.sent[name], `${name} as the app sent it`).toBe(value);
    expect(arrived(call, name), `${name} at the upstream`).toEqual([value]);
  }
  const lost = Object.entries(call.sent)
    .filter(([name]) => !HOP_HEADERS.includes(name) && !name.startsWith(':'))
    .filter(([name, value]) => arrived(call, name).join('\n') !== value)
    .map(([name]) => name);
  expect(lost, 'headers the browser sent that did not arrive unchanged').toEqual([]);
  // The page's query carries tokens: the Referer names its origin, never its URL (docs/decisions/0094).
  expect(arrived(call, 'referer'), 'the Referer names the page origin only').toEqual([`${new URL(call.request.frame().url()).origin}/`]);
}

/** The nine request header names the app sends (SPEC 7, src/api/clients.ts, src/api/request-parts.ts). */
export const APP_HEADER_NAMES = ['content-type', 'x-requested-with', 'crp_phe', 'dearest', 'showy', 'dearer', 'language', 'swift', 'eyes'];

/** Walks both clients' calls and checks each arrived as sent, all nine header names included. */
export async function expectEveryCallAsSent(page: Page) {
  const one = await clientOneCall(page);
  expectAsSent(one, { ...HEADERS_ONE, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' });
  expect(JSON.parse(one.echo.body)).toMatchObject({ orderId: 'O1', couponId: MARKER, amount: expect.anything() });

  const two = await clientTwoCalls(page);
  expectAsSent(two.get, { ...HEADERS_TWO, 'x-requested-with': 'XMLHttpRequest' });
  const visit = new URLSearchParams(two.get.echo.query);
  expect([visit.get('utm_tag'), visit.get('app_from'), visit.get('user_from'), visit.get('page_id')]).toEqual([MARKER, 'fb', 'ad-12', '7']);
  expectAsSent(two.post, { ...HEADERS_TWO, 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' });
  const sms = new URLSearchParams(two.post.echo.body);
  expect([sms.get('phone'), sms.get('capcode'), sms.get('utm_tag')]).toEqual(['13912345678', '1234', MARKER]);

  const checked = new Set([one, two.get, two.post].flatMap((call) => APP_HEADER_NAMES.filter((name) => arrived(call, name).length > 0)));
  expect([...checked].sort()).toEqual([...APP_HEADER_NAMES].sort());
}
