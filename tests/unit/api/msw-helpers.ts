import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createApiClients, type ApiClients, type ApiClientsOptions } from '../../../src/api/clients';
import { sessionFromQuery } from '../../../src/session/session';

export const BASE = 'http://api.test';

export const server = setupServer();

export function startMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export const sessionQuery =
  '?productId=7&orderId=O-1&deviceId=dev 1&sessionId=s1&type=1&crp_phe=p1&dearest=d1&showy=s2&dearer=d2&swift=sw&eyes=ey&utm=ignored';

export function clients(overrides: Partial<ApiClientsOptions> = {}): ApiClients {
  return createApiClients({ session: sessionFromQuery(sessionQuery), baseUrl: BASE, provider: 'prov', service: 'svc', ...overrides });
}

export interface Captured {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

type Reply = unknown | (() => Response | Promise<Response>);

/** Answers `method path` with `reply` (JSON, or a Response factory) and records each request. */
export function respond(method: 'get' | 'post', path: string, reply: Reply, base: string = BASE): Captured[] {
  const seen: Captured[] = [];
  const handler = method === 'get' ? http.get : http.post;
  server.use(
    handler(`${base}${path}`, async ({ request }) => {
      const body = method === 'post' ? await request.clone().text() : '';
      seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
      return typeof reply === 'function' ? (reply as () => Response)() : HttpResponse.json(reply as never);
    }),
  );
  return seen;
}

export function only(seen: Captured[]): Captured {
  const [first, ...rest] = seen;
  if (!first || rest.length > 0) throw new Error(`expected exactly one request, saw ${seen.length}`);
  return first;
}

/** The form-encoded body as a plain object. */
export function formOf(captured: Captured): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(captured.body));
}
