// The fault matrix: every endpoint call site (endpoints.ts) x six faults, on the real page with its
// real machines and API clients against the demo backend (MSW), with only that endpoint failing.
// Each case checks what a person sees: the exact message that fault must give on that page (the
// spec's own text where it has one, otherwise the catalogue entry for that kind of fault; the table
// below), a way to try again that brings the page's data back, never a blank or crashed page, and
// what they typed still in its field.
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { maintainsEndpoints, promotionEndpoints, repaymentEndpoints } from '../../src/api/endpoints';
import { DEFAULT_TIMEOUT_MS } from '../../src/api/http';
import { translate, type MessageKey } from '../../src/i18n/catalogue';
// The held payment's notice and texts are a bundle of their own, loaded when a payment is held (0133).
import '../../src/flows/bank-repayment/bank-repayment-held';
import { server } from '../../src/mocks/node';
import { setScenarios } from '../../src/mocks/scenarios';
import { resetStore } from '../../src/mocks/store';
import { renderPage } from '../helpers/render-page';
import { endpointCalls, type EndpointCall, type Family } from './endpoints';

/**
 * The failing endpoint's time limit in time-out cases (60 s in the app). Only that call's: every
 * other call of the page, and the failing one once its fault is lifted for Retry, keeps the app's
 * limit, so no answer of the demo backend can time out on a slow machine.
 */
const SHORT_LIMIT_MS = 50;
/** How long a hanging answer waits for the client to give up before it lets go anyway. */
const HANG_MS = 5_000;
/** The server's words in a business failure: the page may show them (as text) or its own line. */
const BUSINESS_MESSAGE = 'Su solicitud no pudo procesarse en este momento.';

type FaultKind = 'network' | 'timeout' | 'http500' | 'notJson' | 'wrongShape' | 'business';

interface Fault {
  name: string;
  kind: FaultKind;
  respond: (call: EndpointCall, request: Request) => Promise<Response> | Response;
  business?: boolean;
  timeout?: boolean;
}

/** Holds the answer until the client aborts the request (its time limit), then fails it. */
async function hang(request: Request): Promise<Response> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HANG_MS);
    request.signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
  return HttpResponse.error();
}

/** Each family's non-success answer, with a message. */
function businessFailure(family: Family): Response {
  switch (family) {
    case 'maintains':
      return HttpResponse.json({ success: false, code: 1, message: BUSINESS_MESSAGE, data: null });
    case 'promotion':
      return HttpResponse.json({ code: '99', message: BUSINESS_MESSAGE, data: null });
    case 'repayment':
      return HttpResponse.json({ code: '800001', message: BUSINESS_MESSAGE, data: null });
  }
}

const successCode: Record<Family, string | number> = { maintains: 0, promotion: '0', repayment: '00' };

/** JSON the page cannot use: the success code with data of the wrong type, or (when data is not read) a code of the wrong type. */
function wrongShape(call: EndpointCall): Response {
  const code = call.endpoint === 'promotion.channelTemplate' ? '00' : successCode[call.family];
  if (call.readsData) return HttpResponse.json({ success: true, code, message: 'ok', data: ['unexpected'] });
  return HttpResponse.json({ success: true, code: [code], message: 'ok', data: null });
}

const faults: readonly Fault[] = [
  { name: 'network failure', kind: 'network', respond: () => HttpResponse.error() },
  { name: 'time-out', kind: 'timeout', respond: (_call, request) => hang(request), timeout: true },
  {
    name: 'HTTP 500',
    kind: 'http500',
    respond: () => new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } }),
  },
  {
    name: 'body that is not JSON',
    kind: 'notJson',
    respond: () => HttpResponse.html('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>'),
  },
  { name: 'JSON of the wrong shape', kind: 'wrongShape', respond: (call) => wrongShape(call) },
  { name: 'business error code', kind: 'business', respond: (call) => businessFailure(call.family), business: true },
];

const en = (key: MessageKey) => translate('en', key);
/** The spec's own texts (SPEC 8): a network failure of the landing and repayment calls, the repayment fallbacks. */
const SPEC_ERROR = 'error';
const SPEC_QUERY_FAILED = '查询失败';
const SPEC_HANDLE_FAILED = '处理失败';

type Expected = Record<FaultKind, readonly string[]>;
/** One message for every fault but a business error, which gives `business`. */
const failures = (message: string, business: readonly string[]): Expected => ({
  network: [message],
  timeout: [message],
  http500: [message],
  notJson: [message],
  wrongShape: [message],
  business,
});
/** A page load of the shared helper: our line on the page; a business error adds the server's words as a toast (SPEC 8). */
const loadFailure = () => failures(en('ui.loadFailed'), [en('ui.loadFailed'), BUSINESS_MESSAGE]);
/** The repaying pages name the kind of failure (catalogue entries per kind). */
const repayingFailure = (): Expected => ({
  network: [en('repaying.error.network')],
  timeout: [en('repaying.error.timeout')],
  http500: [en('repaying.error.server')],
  notJson: [en('repaying.error.server')],
  wrongShape: [en('repaying.error.server')],
  business: [en('repaying.error.refused'), BUSINESS_MESSAGE],
});
/** Legacy repayment calls (SPEC 8): a network error shows 'error'; any other failure the server's message or the Chinese fallback. */
const repaymentFailure = (fallback: string): Expected => ({
  network: [SPEC_ERROR],
  timeout: [SPEC_ERROR],
  http500: [fallback],
  notJson: [fallback],
  wrongShape: [fallback],
  business: [BUSINESS_MESSAGE],
});

/**
 * The alerts each fault must leave on each page, exactly (order aside): keyed by endpoint and page.
 * A track call gives none (it is best effort by design).
 */
const EXPECTED: Record<string, Expected> = {
  'maintains.loanDetails /loan/detail': loadFailure(),
  'maintains.googleScore /loan/detail': failures(en('rating.sendFailed'), [en('rating.sendFailed')]),
  'maintains.loanConfirm /loan/confirm': loadFailure(),
  // A push with no answer, a server error (500 too: a crash may follow the loan), or one that cannot be
  // read may have made the loan: it is held and the page says it cannot tell yet (docs/decisions/0128,
  // 0133); only an answer that says no (a business code) is a failure.
  'maintains.loanPush /loan/confirm': {
    ...failures(en('confirm.held'), []),
    business: [en('confirm.pushFailed') + en('confirm.pushFailedRetry'), BUSINESS_MESSAGE],
  },
  // SPEC 8: a contract load failure shows the server's message.
  'maintains.contractDetail /agony': failures(en('ui.loadFailed'), [BUSINESS_MESSAGE]),
  'maintains.instalmentPlan /repay/choose': repayingFailure(),
  'maintains.delayDetail /repay/delay': repayingFailure(),
  'maintains.generateVcode /carpmm': repayingFailure(),
  'maintains.getWhatsapp /service': repayingFailure(),
  'maintains.problemInit /complaint': loadFailure(),
  'maintains.problemInit /complainPageNext': loadFailure(),
  // SPEC 8: upload failures show the server's message.
  'maintains.uploadProblemImage /complainPageNext': failures(en('complaint.failed'), [BUSINESS_MESSAGE]),
  'maintains.problemSave /complainPageNext': failures(en('complaint.failed'), [BUSINESS_MESSAGE]),
  'maintains.problemList /complaintList': loadFailure(),
  'maintains.problemDetail /complainDetails': loadFailure(),
  // SPEC 8: the landing config shows the server's message, or 'error' on a network failure; get-sid the server's message.
  'promotion.channelTemplate /promotion': failures(SPEC_ERROR, [BUSINESS_MESSAGE]),
  'promotion.getSid /promotion': failures(SPEC_ERROR, [BUSINESS_MESSAGE]),
  // SPEC 8: other SMS and register codes show the server's message.
  'promotion.getSms /promotion': failures(en('register.notice.networkError'), [BUSINESS_MESSAGE]),
  'promotion.register /promotion': failures(en('register.notice.networkError'), [BUSINESS_MESSAGE]),
  'repayment.way /repay/card': repaymentFailure(SPEC_QUERY_FAILED),
  // A payment with no answer, a server error or a body that cannot be read may have gone through: the
  // page says it cannot tell and reads the order before Pay (docs/decisions/0133; not 处理失败).
  'repayment.commit /repay/card': { ...failures(en('bankRepay.unknown'), []), business: [BUSINESS_MESSAGE] },
  'repayment.confirm /repay/card': { ...failures(en('bankRepay.unknown'), []), business: [BUSINESS_MESSAGE] },
  'repayment.huichao /repay/card': repaymentFailure(SPEC_HANDLE_FAILED),
};

const keyOf = (call: EndpointCall) => `${call.endpoint} ${call.route.split('?')[0]}`;
function expectedAlerts(call: EndpointCall, fault: Fault): string[] {
  const row = EXPECTED[keyOf(call)];
  if (!row) throw new Error(`No expected messages for ${keyOf(call)}: add a row to EXPECTED`);
  return [...row[fault.kind]].sort();
}

const alertTexts = () => screen.queryAllByRole('alert').map((el) => (el.textContent ?? '').trim());
/** The page's own alerts: a toast (a business error's message, SPEC 8) lasts its 3 s beyond a retry. */
const pageAlertTexts = () =>
  screen
    .queryAllByRole('alert')
    .filter((el) => !el.closest('.ui-toast-layer'))
    .map((el) => (el.textContent ?? '').trim());

const uncaught: unknown[] = [];
const onRejection = (reason: unknown) => void uncaught.push(reason);
const onWindowError = (event: ErrorEvent) => void uncaught.push(event.error ?? event.message);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  process.on('unhandledRejection', onRejection);
  window.addEventListener('error', onWindowError);
});
beforeEach(() => {
  uncaught.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  resetStore();
  setScenarios([]);
});
afterAll(() => {
  server.close();
  process.off('unhandledRejection', onRejection);
  window.removeEventListener('error', onWindowError);
});

const methodOf = { GET: http.get, POST: http.post } as const;

async function runCase(call: EndpointCall, fault: Fault) {
  const consoleError = vi.spyOn(console, 'error');
  setScenarios(call.scenarios ?? []);
  let hits = 0;
  let answered = 0;
  server.use(
    methodOf[call.method](call.path, async ({ request }) => {
      hits += 1;
      const response = await fault.respond(call, request);
      answered += 1;
      return response;
    }),
  );
  const user = userEvent.setup();
  let faulty = true;
  const limit = (path: string) => (faulty && call.path.endsWith(path.split('?')[0] ?? path) ? SHORT_LIMIT_MS : DEFAULT_TIMEOUT_MS);
  renderPage(createElement(call.page), { route: call.route, machineOptions: fault.timeout ? { apiTimeoutMs: limit } : {} });
  await call.trigger(user);
  await waitFor(() => expect(hits, 'the page called the failing endpoint').toBeGreaterThan(0));

  if (call.kind === 'track') {
    // Best effort by design: the failure goes unnoticed and the page carries on. Checked once the
    // failure has reached the page (a hanging answer ends when the client gives up on it).
    await waitFor(() => expect(answered, 'the failing answer was given').toBe(hits), { timeout: HANG_MS });
    await call.ready();
    expect(alertTexts()).toEqual([]);
  } else {
    const expected = expectedAlerts(call, fault);
    await waitFor(() => expect(alertTexts().sort(), 'the alerts on the page').toEqual(expected), { timeout: 3000 });
    for (const alert of screen.getAllByRole('alert')) expect(alert).toBeVisible();
  }

  expect(document.body.textContent?.trim(), 'the page is not blank').not.toBe('');
  // A payment held leaves its step (nothing to send again with what was typed): a fault-dependent retry says which faults keep it.
  const retrying = typeof call.retry === 'function' ? call.retry(fault.kind) : call.retry;
  if (retrying || typeof call.retry !== 'function')
    for (const [label, value] of Object.entries(call.typed)) expect(screen.getByLabelText(label), `${label} keeps what was typed`).toHaveValue(value);

  if (retrying) {
    const control = call.retryControl?.() ?? screen.getByRole('button', { name: 'Retry' });
    expect(control).toBeEnabled();
    if (call.kind === 'load') {
      // The retry is proven by the data of the retried answer on screen (not a frame the loading page shares).
      if (!call.retried) throw new Error(`${keyOf(call)}: a load needs retried(), the data its answer brings`);
      server.resetHandlers();
      faulty = false;
      await user.click(control);
      await call.retried();
      expect(pageAlertTexts()).toEqual([]);
    }
  }

  // Let late rejections and error events surface before checking for them.
  await act(() => new Promise((r) => setTimeout(r, 0)));
  expect(uncaught, 'uncaught errors or unhandled rejections').toEqual([]);
  expect(consoleError, 'console.error').not.toHaveBeenCalled();
}

for (const call of endpointCalls) {
  describe(`${call.endpoint} (${call.method}) from ${call.route.split('?')[0]}`, () => {
    for (const fault of faults) {
      it(fault.name, () => runCase(call, fault));
    }
  });
}

it('covers every endpoint of src/api/endpoints.ts', () => {
  // get-captcha is an <img> address, not a call the clients make.
  const all = [
    ...Object.keys(maintainsEndpoints).map((k) => `maintains.${k}`),
    ...Object.keys(promotionEndpoints)
      .filter((k) => k !== 'getCaptcha')
      .map((k) => `promotion.${k}`),
    ...Object.keys(repaymentEndpoints).map((k) => `repayment.${k}`),
  ];
  expect([...new Set(endpointCalls.map((c) => c.endpoint))].sort()).toEqual(all.sort());
});
