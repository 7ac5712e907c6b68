import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../../src/mocks/node';
import { setScenarios } from '../../../src/mocks/scenarios';
import { resetStore } from '../../../src/mocks/store';

/** Requests go to a made-up origin: only MSW answers, nothing leaves the machine. */
export const origin = 'http://demo.test';

export function useDemoServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetStore();
    setScenarios([]);
  });
  afterAll(() => server.close());
}

type Params = Record<string, string | number>;

function encode(params: Params): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

/** POST form-encoded, as the shared helper does; common params ride in the query. */
export async function postForm(path: string, body: Params = {}, query: Params = {}): Promise<unknown> {
  const qs = encode(query);
  const res = await fetch(`${origin}${path}${qs ? `?${qs}` : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: encode(body),
  });
  return res.json();
}

export async function getJson(path: string, query: Params = {}): Promise<unknown> {
  const qs = encode(query);
  const res = await fetch(`${origin}${path}${qs ? `?${qs}` : ''}`);
  return res.json();
}

export async function postMultipart(path: string, form: FormData): Promise<unknown> {
  const res = await fetch(`${origin}${path}`, { method: 'POST', body: form });
  return res.json();
}
