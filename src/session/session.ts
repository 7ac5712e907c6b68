import type { Lang } from '../i18n/define';
import { languageFromQuery } from './language';
import { commonQueryFrom, HEADER_QUERY_KEYS, type CommonQuery, type HeaderQueryKey } from './common-query';
import { paymentParamsFrom, type PaymentParams } from './payment-params';
import { pickParams, toSearchParams } from './query';

/** Client one's custom headers; `language` is always sent. */
export type HeadersOne = Readonly<Partial<Record<'crp_phe' | 'dearest' | 'showy' | 'dearer', string>> & { language: string }>;
/** Client two's custom headers. */
export type HeadersTwo = Readonly<Partial<Record<'swift' | 'eyes', string>>>;

/** What a request needs from the page query: a loan page's inline script builds its first request from it. */
export interface RequestSession {
  lang: Lang;
  /** Every page param (first value wins), for page-specific values such as problemId. */
  query: Readonly<Record<string, string>>;
  commonQuery: CommonQuery;
  /** Header values present in the page query, carried to the next loan page. */
  headerQuery: Readonly<Partial<Record<HeaderQueryKey, string>>>;
  headersOne: HeadersOne;
  headersTwo: HeadersTwo;
}

export interface Session extends RequestSession {
  paymentParams: PaymentParams;
}

export function sessionFromQuery(search: string | URLSearchParams): Session {
  const params = toSearchParams(search);
  return { ...requestSessionFromQuery(params), paymentParams: paymentParamsFrom(params) };
}

export function requestSessionFromQuery(search: string | URLSearchParams): RequestSession {
  const params = toSearchParams(search);
  const lang = languageFromQuery(params);
  const query: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in query)) query[key] = value;
  const headerQuery = pickParams(params, HEADER_QUERY_KEYS);
  return {
    lang,
    query,
    commonQuery: commonQueryFrom(params),
    headerQuery,
    // The header values present in the query (pickParams leaves out absent and empty ones), in this order.
    headersOne: { ...pickParams(params, ['crp_phe', 'dearest', 'showy', 'dearer']), language: headerQuery.language ?? lang },
    headersTwo: pickParams(params, ['swift', 'eyes']),
  };
}
