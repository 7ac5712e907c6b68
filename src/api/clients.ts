import { config } from '../config/env';
import type { Session } from '../session/session';
import { createHttpClient, DEFAULT_TIMEOUT_MS, type HttpClient, type HttpClientOptions, type TimeLimit } from './http';
import { createMaintainsHelper, type MaintainsHelper } from './maintains';

export interface ApiClientsOptions {
  session: Pick<Session, 'commonQuery' | 'headersOne' | 'headersTwo'>;
  /** Defaults to `config.apiBase` ('' = the page's own origin). */
  baseUrl?: string;
  timeoutMs?: TimeLimit;
  /** Shows a loading indicator for calls made with `loadingText`; returns its hide function. */
  onLoading?: (text: string) => () => void;
  provider?: string;
  service?: string;
  /** Sends every request of both clients (src/api/http.ts); the fetch adapter unless given. */
  adapter?: HttpClientOptions['adapter'];
}

/** Everything an endpoint function needs; build once per session (see useApiClients). */
export interface ApiClients {
  /** Client one: headers crp_phe, dearest, showy, dearer, language; JSON bodies. */
  one: HttpClient;
  /** Client two: headers swift, eyes; form-encoded bodies. */
  two: HttpClient;
  /** The shared /maintains helper, built on client one. */
  maintains: MaintainsHelper;
  baseUrl: string;
  provider: string;
  service: string;
}

export function createApiClients(options: ApiClientsOptions): ApiClients {
  const baseUrl = options.baseUrl ?? config.apiBase;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const { adapter } = options;
  const one = createHttpClient({ baseUrl, timeoutMs, headers: options.session.headersOne, encoding: 'json', adapter });
  const two = createHttpClient({ baseUrl, timeoutMs, headers: options.session.headersTwo, encoding: 'form', adapter });
  return {
    one,
    two,
    maintains: createMaintainsHelper(one, options.session.commonQuery, options.onLoading),
    baseUrl,
    provider: options.provider ?? config.provider,
    service: options.service ?? config.service,
  };
}
