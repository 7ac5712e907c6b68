// The fault matrix: every endpoint call site (endpoints.ts) x six faults, on the real page with its
// real machines and API clients against the demo backend (MSW), with only that endpoint failing.
// Each case checks what a person sees: a clear message (and a way to try again), never a blank or
// crashed page, and what they typed still in its field.
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { maintainsEndpoints, promotionEndpoints, repaymentEndpoints } from '../../src/api/endpoints';
import { catalogues } from '../../src/i18n/catalogue';
import { server } from '../../src/mocks/node';
import { setScenarios } from '../../src/mocks/scenarios';
import { resetStore } from '../../src/mocks/store';
import { renderPage } from '../helpers/render-page';
import { endpointCalls, type EndpointCall, type Family } from './endpoints';

/** The clients' time limit in time-out cases (60 s in the app); every other call answers in a few ms. */
const SHORT_LIMIT_MS = 600;
/** How long a hanging answer waits for the client to give up before it lets go anyway. */
const HANG_MS = 5_000;
/** The server's words in a business failure: the page may show them (as text) or its own line. */
const BUSINESS_MESSAGE = 'Su solicitud no pudo procesarse en este momento.';

interface Fault {
  name: string;
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
  { name: 'network failure', respond: () => HttpResponse.error() },
  { name: 'time-out', respond: (_call, request) => hang(request), timeout: true },
  { name: 'HTTP 500', respond: () => new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } }) },
  { name: 'body that is not JSON', respond: () => HttpResponse.html('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>') },
  { name: 'JSON of the wrong shape', respond: (call) => wrongShape(call) },
  { name: 'business error code', respond: (call) => businessFailure(call.family), business: true },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every English catalogue message as a pattern ({name} placeholders match any text). */
const catalogueMessages = (): RegExp[] =>
  Object.values(catalogues.en)
    .filter((text) => text.trim() !== '')
    .map((text) => new RegExp(`^${escape(text).replace(/\\\{\w+\\\}/g, '.+')}$`));

const alertTexts = () => screen.queryAllByRole('alert').map((el) => (el.textContent ?? '').trim());
/** The page's own alerts: a toast (a business error's message, SPEC 8) lasts its 3 s beyond a retry. */
const pageAlertTexts = () =>
  screen
    .queryAllByRole('alert')
    .filter((el) => !el.closest('.ui-toast-layer'))
    .map((el) => (el.textContent ?? '').trim());
/** The text of each alert and of each element inside one (an alert may hold a message and a hint). */
const alertParts = () =>
  screen.queryAllByRole('alert').flatMap((el) => [el, ...Array.from(el.querySelectorAll('*'))].map((part) => (part.textContent ?? '').trim()));

/** An alert a person can read: one of the catalogues' messages, or the server's words for a business failure. */
function isClearMessage(text: string, fault: Fault): boolean {
  if (text === '') return false;
  if (fault.business && text === BUSINESS_MESSAGE) return true;
  return catalogueMessages().some((pattern) => pattern.test(text));
}

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
  server.use(
    methodOf[call.method](call.path, ({ request }) => {
      hits += 1;
      return fault.respond(call, request);
    }),
  );
  const user = userEvent.setup();
  renderPage(createElement(call.page), { route: call.route, machineOptions: fault.timeout ? { apiTimeoutMs: SHORT_LIMIT_MS } : {} });
  await call.trigger(user);
  await waitFor(() => expect(hits, 'the page called the failing endpoint').toBeGreaterThan(0));

  if (call.kind === 'track') {
    // Best effort by design: the failure goes unnoticed and the page carries on.
    if (fault.timeout) await act(() => new Promise((r) => setTimeout(r, SHORT_LIMIT_MS + 100)));
    await call.ready();
    expect(alertTexts()).toEqual([]);
  } else {
    await waitFor(
      () =>
        expect(
          alertParts().filter((text) => isClearMessage(text, fault)),
          `a clear message among alerts ${JSON.stringify(alertTexts())}`,
        ).not.toHaveLength(0),
      {
        timeout: SHORT_LIMIT_MS * 5,
      },
    );
    for (const alert of screen.getAllByRole('alert')) expect(alert).toBeVisible();
  }

  expect(document.body.textContent?.trim(), 'the page is not blank').not.toBe('');
  for (const [label, value] of Object.entries(call.typed)) expect(screen.getByLabelText(label), `${label} keeps what was typed`).toHaveValue(value);

  if (call.retry) {
    const control = call.retryControl?.() ?? screen.getByRole('button', { name: 'Retry' });
    expect(control).toBeEnabled();
    if (call.kind === 'load') {
      server.resetHandlers();
      await user.click(control);
      await call.ready();
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
