import type { ApiError } from '../../src/api/errors';

/**
 * A request that commits, whose outcome the page cannot know (docs/decisions/0128): its answer never
 * came (the time limit, a dropped connection: the server may have taken it before), a gateway said
 * the origin's answer did not arrive (502, 504), or what came cannot be read. Only an answer the
 * page could read says the server did not take it.
 */
export const outcomeUnknown = (error: ApiError): boolean =>
  error.kind === 'timeout' ||
  error.kind === 'network' ||
  error.kind === 'badBody' ||
  (error.kind === 'http' && (error.status === 502 || error.status === 504));
