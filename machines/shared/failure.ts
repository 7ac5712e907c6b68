import type { ApiError } from '../../src/api/errors';

/**
 * The params of a `keepError` action from a failed invoke. xstate types an actor's rejection as
 * `unknown`; the pages' actors reject only with an ApiError (src/api turns every failure into
 * one, `toApiError`), so this is the one place that says so.
 */
// eslint-disable-next-line no-restricted-syntax -- the one place that says so (docs/decisions/0113-no-casts.md)
export const failure = ({ event }: { event: { error: unknown } }): { error: ApiError } => ({ error: event.error as ApiError });
