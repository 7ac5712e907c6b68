// @vitest-environment happy-dom
// The entry script's guess of a loan page's first request (src/api/first-request.ts) equals the
// request the page's machine makes, and the fetch adapter takes an early response only once, only
// for the same method, URL and body, and never past its age or a time-out.
import { createElement, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildRouteTable } from '../../../src/app/route-table';
import { matchRoute } from '../../../src/app/match-route';
import { clearEarly, EARLY_MAX_AGE_MS, takeEarly } from '../../../src/api/early-response';
import { sendEarly } from '../../../src/api/send-early';
import { FIRST_REQUESTS, firstRequestFor, sendFirstRequest } from '../../../src/first-paint/first-request';
import { createApiClients } from '../../../src/api/clients';
import { fetchLoanDetails } from '../../../src/api/loan';
import { maintainsEndpoints } from '../../../src/api/endpoints';
import { sessionFromQuery } from '../../../src/session/session';
import { server } from '../../../src/mocks/node';
import { resetStore } from '../../../src/mocks/store';
import ConfirmLoanPage from '../../../src/flows/confirm-loan/confirm-loan-page';
import ExtensionPage from '../../../src/flows/extension/extension-page';
import InstalmentPage from '../../../src/flows/instalment/instalment-page';
import LoanDetailsPage from '../../../src/flows/loan-details/loan-details-page';
import PaymentInstructionsPage from '../../../src/flows/payment-instructions/payment-instructions-page';
import { renderPage } from '../../helpers/render-page';

const ORDER = 'productId=7&orderId=240518001&deviceId=d-1&sessionId=s-1&type=1&crp_phe=c1&dearest=d2';
const VOUCHER = `${ORDER}&amount=300000&payCode=OXXO&requestType=2`;

/** Path -> the page the route table shows there and the addresses to try. */
const pages: Record<string, { route: string; page: ComponentType; queries: string[] }> = {
  '/loan/detail': { route: 'loanDetail', page: LoanDetailsPage, queries: [ORDER, 'orderId=9&productId=p-1'] },
  '/loan/order': { route: 'order', page: LoanDetailsPage, queries: [ORDER] },
  '/loan/confirm': { route: 'confirmLoan', page: ConfirmLoanPage, queries: [ORDER, 'product_id=12&type=2', 'productId=&product_id=12'] },
  '/loan/confirm-new': { route: 'confirmNew', page: ConfirmLoanPage, queries: [ORDER] },
  '/loan/confirm-period': { route: 'confirmOfPeriod', page: ConfirmLoanPage, queries: [ORDER] },
  '/repay/choose': { route: 'repayChoose', page: InstalmentPage, queries: [ORDER] },
  '/repay/delay': { route: 'repayDelay', page: ExtensionPage, queries: [ORDER, 'productId=7&orderId=9'] },
  '/carpmm': { route: 'paymentDescription', page: PaymentInstructionsPage, queries: [VOUCHER] },
  '/repay/instructions': {
    route: 'paymentInstructions',
    page: PaymentInstructionsPage,
    queries: [VOUCHER.replace('requestType=2', 'requestType=1')],
  },
};

const requests: { method: string; url: string; body: string }[] = [];
const record = async ({ request }: { request: Request }) => {
  requests.push({ method: request.method, url: request.url, body: await request.clone().text() });
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', record);
});
afterEach(() => {
  requests.length = 0;
  server.resetHandlers();
  resetStore();
  clearEarly();
  vi.useRealTimers();
});
afterAll(() => {
  server.events.removeListener('request:start', record);
  server.close();
});

describe('first request of each loan page', () => {
  it('covers exactly the listed pages, each a path of the route table', () => {
    expect(Object.keys(FIRST_REQUESTS).sort()).toEqual(Object.keys(pages).sort());
    const table = buildRouteTable();
    for (const [path, { route }] of Object.entries(pages)) expect(matchRoute(table, path)?.name, path).toBe(route);
  });

  const cases = Object.entries(pages).flatMap(([path, { page, queries }]) => queries.map((query) => ({ path, page, query })));
  it.each(cases)('$path?$query: the guess is the request the page makes first', async ({ path, page, query }) => {
    const guess = firstRequestFor(path, `?${query}`);
    expect(guess).not.toBeNull();
    renderPage(createElement(page), { route: `${path}?${query}` });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    const [first] = requests;
    expect(first?.method).toBe(guess?.init.method);
    expect(first?.url).toBe(new URL(guess?.url ?? '', window.location.href).href);
    expect(first?.body).toBe(guess?.init.body);
  });

  // Decision 0092: a page whose link lacks a usable value sends nothing, and neither does its guess.
  const refused: [string, string][] = [
    ['/loan/detail', 'orderId=9'],
    ['/repay/delay', 'productId=7'],
    ['/repay/choose', 'productId=7&orderId=-5'],
    ['/loan/confirm', 'productId=..%2F..%2Fx%3Fy%3D1'],
    ['/carpmm', `${ORDER}&amount=1e9&payCode=OXXO&requestType=2`],
  ];
  it.each(refused)('%s?%s: no guess, and the page sends nothing', async (path, query) => {
    expect(firstRequestFor(path, `?${query}`)).toBeNull();
    const page = pages[path]?.page ?? (() => null);
    // fetch is counted as it is called: a request the page makes is seen at once, not when it lands.
    const fetchCalls = vi.spyOn(globalThis, 'fetch');
    try {
      renderPage(createElement(page), { route: `${path}?${query}` });
      // The refusal on screen is the page's decision: a request, had it been made, was asked for before it.
      await waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
      expect(fetchCalls).not.toHaveBeenCalled();
      expect(requests).toEqual([]);
    } finally {
      fetchCalls.mockRestore();
    }
  });

  it('has no guess for other pages or for an incomplete payment query', () => {
    expect(firstRequestFor('/complaint', `?${ORDER}`)).toBeNull();
    expect(firstRequestFor('/', '')).toBeNull();
    expect(firstRequestFor('/carpmm', `?${ORDER}&amount=12x&payCode=OXXO&requestType=1`)).toBeNull();
    expect(firstRequestFor('/carpmm', `?${ORDER}&amount=100&payCode=OXXO&requestType=3`)).toBeNull();
  });

  it("sends client one's headers from the page query", () => {
    expect(firstRequestFor('/loan/detail', `?${ORDER}`)?.init.headers).toMatchObject({
      crp_phe: 'c1',
      dearest: 'd2',
      language: 'en',
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
  });

  it('is not sent while the in-browser demo backend answers (it starts with the app)', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    sendFirstRequest(FIRST_REQUESTS, { pathname: '/loan/detail', search: `?${ORDER}` });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('early response in the fetch adapter', () => {
  const session = sessionFromQuery(`?${ORDER}`);
  const api = createApiClients({ session, baseUrl: 'http://localhost' });
  const order = { productId: '7', orderId: '240518001' };
  const send = (query = ORDER) => {
    const early = firstRequestFor('/loan/detail', `?${query}`);
    if (!early) throw new Error('no guess');
    sendEarly(new URL(early.url, 'http://localhost').href, early.init);
  };
  const detailCalls = () => requests.filter((r) => new URL(r.url).pathname.endsWith(maintainsEndpoints.loanDetails)).length;

  it('answers the matching call from the early request: one request in all', async () => {
    send();
    const details = await fetchLoanDetails(api, order);
    expect(details.productName).toEqual(expect.any(String));
    expect(detailCalls()).toBe(1);
  });

  it('answers once: the next identical call goes to the server', async () => {
    send();
    await fetchLoanDetails(api, order);
    await fetchLoanDetails(api, order);
    expect(detailCalls()).toBe(2);
  });

  it('is not used by a call with another body', async () => {
    send();
    await fetchLoanDetails(api, { productId: '7', orderId: 'other' });
    await vi.waitFor(() => expect(detailCalls()).toBe(2));
    expect(takeEarly('POST', 'http://localhost/x', 'a=1')).toBeUndefined();
  });

  it('is not used once older than its age limit', () => {
    const early = firstRequestFor('/loan/detail', `?${ORDER}`);
    if (!early) throw new Error('no guess');
    const url = new URL(early.url, 'http://localhost').href;
    const now = Date.now();
    sendEarly(url, early.init);
    sendEarly(url, early.init);
    expect(takeEarly('POST', url, early.init.body)).toBeDefined();
    vi.spyOn(Date, 'now').mockReturnValue(now + EARLY_MAX_AGE_MS + 1000);
    expect(takeEarly('POST', url, early.init.body)).toBeUndefined();
  });

  it('still times out when the early request does not answer', async () => {
    server.use(http.post('*/maintains/v3/loan-details/loan-details', () => new Promise<Response>(() => undefined)));
    send();
    const slow = createApiClients({ session, baseUrl: 'http://localhost', timeoutMs: 50 });
    await expect(fetchLoanDetails(slow, order)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('passes an early failure to the call, and the retry goes to the server', async () => {
    server.use(http.post('*/maintains/v3/loan-details/loan-details', () => HttpResponse.error(), { once: true }));
    send();
    await expect(fetchLoanDetails(api, order)).rejects.toMatchObject({ kind: 'network' });
    await expect(fetchLoanDetails(api, order)).resolves.toMatchObject({ productName: expect.any(String) });
    expect(detailCalls()).toBe(2);
  });

  it('is taken by the app from the inline script of the page, a separate copy of the module', async () => {
    // A built page's inline script (src/boot.ts) is built apart from the app: two module instances.
    vi.resetModules();
    const inlineCopy = await import('../../../src/api/send-early');
    expect(inlineCopy.sendEarly).not.toBe(sendEarly);
    const early = firstRequestFor('/loan/detail', `?${ORDER}`);
    if (!early) throw new Error('no guess');
    inlineCopy.sendEarly(new URL(early.url, 'http://localhost').href, early.init);
    await fetchLoanDetails(api, order);
    expect(detailCalls()).toBe(1);
  });
});
