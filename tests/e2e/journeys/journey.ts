import { expect, type Page, type Request } from '../fixtures';

// What a borrower's journey carries from page to page, written out by hand: the native shell opens
// the first page with the session values (SPEC 3), and every later page must receive them in its
// address and send them with its requests.

/** The session values of a loan page's query, as the native shell writes them (English: type 1). */
export const SESSION_EN = {
  productId: '7',
  orderId: '240518001',
  deviceId: 'D9-pixel',
  sessionId: 'S42',
  appVersion: '3.1.0',
  type: '1',
} as const;

/** The same borrower with the app in Spanish (type 2: Spanish with `$`). */
export const SESSION_ES = { ...SESSION_EN, type: '2' } as const;

/** A client-one header value the shell puts in the query: carried as query, sent as a header. */
export const HEADER_VALUES = { crp_phe: 'CP-77' } as const;

export type SessionValues = Readonly<Record<string, string>>;

/** `key=value&...` of the session values, the header values and `extra`, in that order. */
export function query(session: SessionValues, extra: Readonly<Record<string, string>> = {}): string {
  return new URLSearchParams({ ...session, ...HEADER_VALUES, ...extra }).toString();
}

export interface Sent {
  /** Path without the origin, e.g. /maintains/v3/installment/loan-play-detail. */
  path: string;
  method: string;
  query: Record<string, string>;
  /** Form or JSON body as strings; {} for none or multipart. */
  body: Record<string, string>;
  headers: Record<string, string>;
}

function bodyOf(request: Request): Record<string, string> {
  const raw = request.postData() ?? '';
  if (raw === '' || (request.headers()['content-type'] ?? '').includes('multipart/')) return {};
  try {
    const json: unknown = JSON.parse(raw);
    if (typeof json === 'object' && json !== null) return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v)]));
  } catch {
    // form-encoded
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/** Every API call the page sends (the demo backend's files aside), in order, across navigations. */
export function recordApiCalls(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^\/(maintains|api)\//.test(url.pathname) || url.pathname.startsWith('/maintains/demo-files/')) return;
    sent.push({
      path: url.pathname,
      method: request.method(),
      query: Object.fromEntries(url.searchParams),
      body: bodyOf(request),
      headers: request.headers(),
    });
  });
  return sent;
}

/** The calls to an endpoint (the end of its path). */
export const callsTo = (sent: readonly Sent[], endpoint: string): Sent[] => sent.filter((s) => s.path.endsWith(endpoint));

/** The page's address: path and every query value (one each). */
export function address(page: Page): { path: string; query: Record<string, string> } {
  const url = new URL(page.url());
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/**
 * The page at `path` has exactly the session values, the header values and `extra` in its address,
 * and nothing else.
 */
export async function expectAddress(page: Page, path: string, session: SessionValues, extra: Readonly<Record<string, string>> = {}) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  expect(address(page)).toEqual({ path, query: { ...session, ...HEADER_VALUES, ...extra } });
}

/**
 * Every /maintains call from index `from` on carries the session in its query (productId, orderId,
 * device and session values, type) and the language and header values as headers; at least one
 * such call was made.
 */
export function expectSessionSent(sent: readonly Sent[], from: number, session: SessionValues, lang: 'en' | 'es') {
  const calls = sent.slice(from).filter((s) => s.path.startsWith('/maintains/'));
  expect(calls.length, 'calls of this page').toBeGreaterThan(0);
  for (const call of calls) {
    expect(call.query, `query of ${call.path}`).toEqual(session);
    expect({ language: call.headers.language, crp_phe: call.headers.crp_phe }, `headers of ${call.path}`).toEqual({
      language: lang,
      ...HEADER_VALUES,
    });
  }
}

/** Waits for the next POST to an endpoint and returns its form or JSON body. */
export async function nextBody(page: Page, endpoint: string, act: () => Promise<void>): Promise<Record<string, string>> {
  const request = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(endpoint) && r.method() === 'POST');
  await act();
  return bodyOf(await request);
}

/** The page shows what it loaded: no loading indicator, no failure, its <html lang>. */
export async function expectLoaded(page: Page, lang: 'en' | 'es') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('status').filter({ hasText: lang === 'en' ? 'Loading…' : 'Cargando…' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: lang === 'en' ? 'Retry' : 'Reintentar' })).toHaveCount(0);
}
