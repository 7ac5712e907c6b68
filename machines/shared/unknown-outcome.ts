import type { ApiError } from '../../src/api/errors';

/**
 * A request that commits, whose outcome the page cannot know (docs/decisions/0128, 0133): its answer
 * never came (the time limit, a dropped connection: the server may have taken it before), a server or
 * gateway error (any 5xx, a CDN's 52x: a crash while answering may follow the commit), a 408, or a
 * body that is not the API's envelope. Only an answer the page could read says the server did not
 * take it.
 */
export const outcomeUnknown = (error: ApiError): boolean =>
  error.kind === 'timeout' ||
  error.kind === 'network' ||
  error.kind === 'badBody' ||
  (error.kind === 'http' && (error.status >= 500 || error.status === 408));
