export { apiError, isApiError, serverMessage, toApiError, type ApiError, type ApiErrorInfo, type ApiErrorKind } from './errors';
export { createApiClients, type ApiClients, type ApiClientsOptions } from './clients';
export { useApiClients } from './use-api-clients';
export { DEFAULT_TIMEOUT_MS, formEncode, type CallOptions, type FormBody, type HttpClient } from './http';
export { isZeroCode, readEnvelope, unwrap, type MaintainsCallOptions, type MaintainsHelper, type MaintainsResult } from './maintains';
export * from './endpoints';
export * from './loan';
export { LOAN_TAKEN_STATUSES, loanTaken } from './order-status';
export * from './contract';
export * from './instalment';
export * from './voucher';
export * from './problem';
export * from './complaints';
export * from './promotion';
export * from './repayment';
export type { TextRow, TitleValue } from './schema-kit';
// Values read for acting on (docs/decisions/0092): the shape machines carry for a checked query value.
export type { Checked, Unusable } from '../lib/acted-on';
