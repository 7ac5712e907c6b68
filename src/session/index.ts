export { languageFromQuery } from './language';
export { sessionFromQuery, type Session, type HeadersOne, type HeadersTwo } from './session';
export {
  COMMON_QUERY_KEYS,
  HEADER_QUERY_KEYS,
  commonQueryFrom,
  withCommonQuery,
  type CommonQuery,
  type CommonQueryKey,
  type CarriedQuery,
  type HeaderQueryKey,
} from './common-query';
export { paymentParamsFrom, type PaymentParams } from './payment-params';
export { toQueryString, type QueryValue } from './query';
export { SessionProvider, useSession } from './session-context';
