// @vitest-environment happy-dom
// The next page's data asked for with the tap (src/app/hops/next-data.ts, docs/decisions/0102): each
// route's requests sent ahead are exactly the ones its page makes (method, URL, body, headers), the
// page takes their answers (one request in all, under StrictMode too), once, keyed by the exact
// request; and going back offers the kept answers once (src/app/hops/back.ts).
import { createElement, StrictMode, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { clearEarly, noteAgain, noteAnswer, takeEarly } from '../../../src/api/early-response';
import { NEXT_DATA, sendNextData } from '../../../src/app/hops/next-data';
import { forgetEntries, keepAnswers, KEPT_MAX_AGE_MS, offerKept } from '../../../src/app/hops/back';
import { first } from '../../../src/app/hops/data';
import { DATA_PAGES, savesData } from '../../../src/app/hops/next-code';
import type { PathName } from '../../../src/config/paths';
import { server } from '../../../src/mocks/node';
import { resetStore } from '../../../src/mocks/store';
import BankRepaymentPage from '../../../src/flows/bank-repayment/bank-repayment-page';
import ComplaintDetailPage from '../../../src/flows/complaint/complaint-detail-page';
import ComplaintListPage from '../../../src/flows/complaint/complaint-list-page';
import ConfirmLoanPage from '../../../src/flows/confirm-loan/confirm-loan-page';
import ExtensionPage from '../../../src/flows/extension/extension-page';
import InstalmentPage from '../../../src/flows/instalment/instalment-page';
import LoanDetailsPage from '../../../src/flows/loan-details/loan-details-page';
import PaymentInstructionsPage from '../../../src/flows/payment-instructions/payment-instructions-page';
import { renderPage } from '../../helpers/render-page';

const ORDER = 'productId=7&orderId=240518001&deviceId=d-1&sessionId=s-1&type=1&crp_phe=c1&dearest=d2&swift=w1';
const VOUCHER = `${ORDER}&amount=300000&payCode=OXXO&requestType=2`;

/** Route -> its page, an address, the endpoints its first load asks for (by hand, from the pages), and what shows its answer. */
const pages: { route: PathName; page: ComponentType; path: string; query: string; endpoints: string[]; shows: RegExp }[] = [
  { route: 'loanDetail', page: LoanDetailsPage, path: '/loan/detail', query: ORDER, endpoints: ['loan-details'], shows: /Repay|Pay/ },
  { route: 'confirmLoan', page: ConfirmLoanPage, path: '/loan/confirm', query: ORDER, endpoints: ['loan-detail-confirm'], shows: /Lendo/ },
  { route: 'repayChoose', page: InstalmentPage, path: '/repay/choose', query: ORDER, endpoints: ['loan-play-detail'], shows: /OXXO/ },
  { route: 'repayDelay', page: ExtensionPage, path: '/repay/delay', query: ORDER, endpoints: ['loan-play-delay-detail'], shows: /OXXO/ },
  { route: 'paymentDescription', page: PaymentInstructionsPage, path: '/carpmm', query: VOUCHER, endpoints: ['generate-vcode'], shows: /OXXO/ },
  {
    route: 'repay',
    page: BankRepaymentPage,
    path: '/repay/card',
    query: ORDER,
    endpoints: ['loan-play-detail', 'repayment-way'],
    shows: /\*{4}|\d{4}$/,
  },
  { route: 'complaintList', page: ComplaintListPage, path: '/complaintList', query: ORDER, endpoints: ['problem-list'], shows: /My complaints/ },
  {
    route: 'complaintDetail',
    page: ComplaintDetailPage,
    path: '/complainDetails',
    query: `${ORDER}&problemId=1000`,
    endpoints: ['problem-detail'],
    shows: /reply|Reply/,
  },
];

interface Seen {
  method: string;
  url: string;
  body: string;
  headers: Record<string, string>;
}
const requests: Seen[] = [];
const record = async ({ request }: { request: Request }) => {
  requests.push({ method: request.method, url: request.url, body: await request.clone().text(), headers: Object.fromEntries(request.headers) });
};
const endpointOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
const sorted = (seen: Seen[]) => [...seen].sort((a, b) => a.url.localeCompare(b.url));

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', record);
});
afterEach(() => {
  requests.length = 0;
  server.resetHandlers();
  resetStore();
  clearEarly();
  forgetEntries();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => {
  server.events.removeListener('request:start', record);
  server.close();
});

describe('the next page’s requests, sent with the tap', () => {
  it('cover exactly the pages listed here, the pages the next-tap code loads them for', () => {
    expect([...DATA_PAGES].sort()).toEqual(Object.keys(NEXT_DATA).sort());
    expect(Object.keys(NEXT_DATA).sort()).toEqual(
      [
        'confirmLoan',
        'confirmNew',
        'confirmOfPeriod',
        'loanDetail',
        'order',
        'paymentDescription',
        'paymentInstructions',
        'repayChoose',
        'repayDelay',
        'repay',
        'complaintList',
        'complaintDetail',
      ].sort(),
    );
  });

  it.each(pages)('$route: the requests sent ahead are the ones its page makes, headers included', async ({ route, page, path, query, endpoints }) => {
    const sent = sendNextData(route, `?${query}`);
    await waitFor(() => expect(requests).toHaveLength(endpoints.length));
    expect(sent).toHaveLength(endpoints.length);
    const ahead = sorted(requests.splice(0));
    expect(ahead.map((r) => endpointOf(r.url)).sort()).toEqual(endpoints);
    clearEarly(); // the page now sends its own
    renderPage(createElement(page), { route: `${path}?${query}` });
    await waitFor(() => expect(requests).toHaveLength(endpoints.length));
    expect(sorted(requests)).toEqual(ahead);
  });

  it.each(pages)(
    '$route: the page takes the answers: one request per endpoint in all, under StrictMode',
    async ({ route, page, path, query, endpoints, shows }) => {
      sendNextData(route, `?${query}`);
      renderPage(createElement(StrictMode, null, createElement(page)), { route: `${path}?${query}` });
      await screen.findAllByText(shows, undefined, { timeout: 3000 });
      // Every request the page makes, however long a loaded machine takes to send the later ones;
      // then a while more, for a second request of any endpoint to show.
      const sent = () => requests.map((r) => endpointOf(r.url)).sort();
      await waitFor(() => expect(sent()).toEqual(endpoints));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent()).toEqual(endpoints);
    },
  );

  it('sends nothing for a page whose link lacks a usable value, as the page sends nothing (decision 0092)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(sendNextData('loanDetail', '?orderId=9')).toEqual([]);
    expect(sendNextData('complaintDetail', `?${ORDER}&problemId=../x`)).toEqual([]);
    expect(sendNextData('repay', '?productId=7')).toEqual([]);
    expect(sendNextData('home', `?${ORDER}`)).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is taken once, and only by the same request', async () => {
    const [sent] = sendNextData('complaintDetail', `?${ORDER}&problemId=1000`);
    if (!sent) throw new Error('nothing sent');
    expect(takeEarly(sent.method, sent.url, 'problemId=1001')).toBeUndefined();
    expect(takeEarly('GET', sent.url, sent.body)).toBeUndefined();
    expect(takeEarly(sent.method, `${sent.url}&x=1`, sent.body)).toBeUndefined();
    expect(takeEarly(sent.method, sent.url, sent.body)).toBe(sent.response);
    expect(takeEarly(sent.method, sent.url, sent.body)).toBeUndefined();
  });
});

describe('going back', () => {
  const detail = pages.find((p) => p.route === 'complaintDetail');
  if (!detail) throw new Error('no detail page');

  it('shows the kept answer with no request, and it is offered once', async () => {
    keepAnswers('entry-1', sendNextData('complaintDetail', `?${detail.query}`));
    renderPage(createElement(detail.page), { route: `${detail.path}?${detail.query}` });
    await screen.findAllByText(detail.shows);
    await vi.waitFor(() => expect(offerKept('entry-1')).toBe(true));
    clearEarly();
    requests.length = 0;
    expect(offerKept('entry-1')).toBe(true);
    renderPage(createElement(detail.page), { route: `${detail.path}?${detail.query}` });
    await waitFor(() => expect(screen.getAllByText(detail.shows).length).toBeGreaterThan(1));
    expect(requests).toEqual([]);
    // Offered once: the next identical call goes to the server.
    renderPage(createElement(detail.page), { route: `${detail.path}?${detail.query}` });
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('the tab’s first page (no tap sent its requests): the answers its load read are kept, and only those (docs/decisions/0128)', async () => {
    noteAgain();
    renderPage(createElement(detail.page), { route: `${detail.path}?${detail.query}` });
    await screen.findAllByText(detail.shows);
    // Another answer read on the page (a loan push, not its first load) is never kept for it.
    const push = new URL('/maintains/v3/loan-confirm/loan-detail-push', window.location.href).href;
    noteAnswer('POST', push, 'amount=1', new Response('{}'), '{"code":0}');
    first('default', detail.route, `?${detail.query}`);
    clearEarly();
    requests.length = 0;
    expect(offerKept('default')).toBe(true);
    expect(takeEarly('POST', push, 'amount=1')).toBeUndefined();
    renderPage(createElement(detail.page), { route: `${detail.path}?${detail.query}` });
    await waitFor(() => expect(screen.getAllByText(detail.shows).length).toBeGreaterThan(1));
    expect(requests).toEqual([]);
    // Noted once: nothing read after is kept.
    renderPage(createElement(detail.page), { route: `${detail.path}?${detail.query}` });
    await waitFor(() => expect(requests).toHaveLength(1));
    first('entry-3', detail.route, `?${detail.query}`);
    expect(offerKept('entry-3')).toBe(false);
  });

  it('offers nothing for an unknown entry or once the kept answers are too old', async () => {
    expect(offerKept('nobody')).toBe(false);
    keepAnswers('entry-2', sendNextData('complaintList', `?${ORDER}`));
    await vi.waitFor(() => expect(offerKept('entry-2')).toBe(true));
    clearEarly();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + KEPT_MAX_AGE_MS + 1000);
    expect(offerKept('entry-2')).toBe(false);
  });
});

describe('code fetched ahead', () => {
  const nav = (connection: unknown) => Object.assign(Object.create(null), { connection });
  it('is not fetched on Save-Data or 2G', () => {
    expect(savesData(nav({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(savesData(nav({ saveData: false, effectiveType: '2g' }))).toBe(true);
    expect(savesData(nav({ effectiveType: 'slow-2g' }))).toBe(true);
    expect(savesData(nav({ saveData: false, effectiveType: '3g' }))).toBe(false);
    expect(savesData(nav(undefined))).toBe(false);
  });
});
