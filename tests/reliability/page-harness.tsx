import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { getResponse, http, HttpResponse } from 'msw';
import type { MachineOptions } from '../../src/session/machine-options';
import { AppProviders } from '../../src/app/providers';
import { createFakeBridge } from '../../src/bridge';
import { handlers } from '../../src/mocks/handlers';
import { server } from '../../src/mocks/node';
import { setScenarios, type ScenarioName } from '../../src/mocks/scenarios';
import { resetStore } from '../../src/mocks/store';
import { languageFromQuery } from '../../src/session/language';

/**
 * Real pages (real machines, API clients and the demo backend over MSW's node server), rendered
 * under a router whose other paths show a landing probe: a page that moves on is unmounted, as in
 * the app. The demo backend answers jsdom's own origin, the default API base.
 */
export function withDemoBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    delete (window as { __pwned?: unknown }).__pwned;
  });
  afterEach(() => {
    server.resetHandlers();
    resetStore();
    setScenarios([]);
  });
  afterAll(() => server.close());
}

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{`${pathname}${search}${hash}`}</output>;
}

export function renderRoute(page: ReactElement, route: string, scenarios: ScenarioName[] = [], machineOptions: MachineOptions = {}) {
  setScenarios(scenarios);
  const bridge = createFakeBridge();
  const url = new URL(route, 'http://x');
  const view = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders lang={languageFromQuery(url.search)} bridge={bridge} machineOptions={machineOptions}>
        <Routes>
          <Route path={url.pathname} element={page} />
          <Route path="*" element={<p data-testid="landed">landed</p>} />
        </Routes>
        <Where />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...view, bridge };
}

export const where = () => screen.getByTestId('where').textContent ?? '';

/** Path patterns of the demo backend (any origin). */
export const api = {
  maintains: (path: string) => `*/maintains${path}`,
  promotion: (path: string) => `*/api/v2/lendo/promotion/${path}`,
  repay: (path: string) => `*/api/v1/lendo/credit/service/loan/${path}`,
};

/** The demo backend's own answer to a request (the handlers a test added are skipped). */
export async function demoAnswer(request: Request): Promise<Response> {
  return (await getResponse(handlers, request)) ?? HttpResponse.json({ code: 404, message: 'no demo route' }, { status: 404 });
}

export interface Held {
  /** Requests that reached the handler, in order. */
  seen: Request[];
  /** Lets every held answer (and every later one) through. */
  release: () => void;
}

/**
 * Holds `method path` on a deferred promise: each request is recorded on arrival, then waits for
 * `release()` and gets the demo backend's answer (or `answer`'s).
 */
export function hold(method: 'get' | 'post', path: string, answer: (request: Request) => Response | Promise<Response> = demoAnswer): Held {
  const seen: Request[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](path, async ({ request }) => {
      seen.push(request.clone());
      await gate;
      return answer(request);
    }),
  );
  return { seen, release: () => release() };
}

type Json = Record<string, unknown>;

/** Answers `method path` with the demo backend's JSON after `edit` changed it. */
export function editAnswer(method: 'get' | 'post', path: string, edit: (body: Json) => void): void {
  server.use(
    http[method](path, async ({ request }) => {
      const body = (await (await demoAnswer(request)).json()) as Json;
      edit(body);
      return HttpResponse.json(body);
    }),
  );
}

/** Lets pending network answers and the machine steps after them run. */
export const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
