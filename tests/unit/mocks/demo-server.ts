import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../../src/mocks/node';
import { setScenarios } from '../../../src/mocks/scenarios';
import { resetStore } from '../../../src/mocks/store';

/** Requests go to a made-up origin: only MSW answers, nothing leaves the machine. */
export const origin = 'http://demo.test';

export function withDemoServer(): void {
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

/** POST form-encoded, as the shared helper does; common params ride in the query, client one's headers (e.g. `language`) in `headers`. */
export async function postForm(path: string, body: Params = {}, query: Params = {}, headers: Record<string, string> = {}): Promise<unknown> {
  const qs = encode(query);
  const res = await fetch(`${origin}${path}${qs ? `?${qs}` : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: encode(body),
  });
  return res.json();
}

export async function getJson(path: string, query: Params = {}, headers: Record<string, string> = {}): Promise<unknown> {
  const qs = encode(query);
  const res = await fetch(`${origin}${path}${qs ? `?${qs}` : ''}`, { headers });
  return res.json();
}

export interface FilePart {
  field: string;
  name: string;
  type: string;
  content: string;
}

/**
 * POST multipart/form-data, written out by hand: under jsdom the global FormData and File are
 * jsdom's, which Node's fetch cannot serialise.
 */
export async function postMultipart(path: string, parts: FilePart[]): Promise<unknown> {
  const boundary = '----demo-boundary-7f3a';
  const body =
    parts
      .map(
        (p) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\n` +
          `Content-Type: ${p.type}\r\n\r\n${p.content}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  return res.json();
}
