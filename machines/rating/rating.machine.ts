// Service rating (5 stars), shared by loan details and complaint detail: pick, submit, record, then thank or go to the store.
// States: closed -> picking <-> missing (no star) -> sending -> thanking (score < 4) -> rated | rated (store rating); sendFailed retries.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import { failure } from '../shared/failure';

export const RATING_STARS = 5;
/** Scores at or above this open the store rating; below it the borrower is thanked. */
export const STORE_RATING_MIN = 4;

export interface RatingContext {
  stars: number;
  error: ApiError | null;
}

export type RatingEvent =
  { type: 'rating.open' } | { type: 'rating.pick'; stars: number } | { type: 'rating.submit' } | { type: 'rating.retry' } | { type: 'rating.close' };

export const ratingMachine = setup({
  types: {
    context: {} as RatingContext,
    events: {} as RatingEvent,
    tags: {} as 'busy' | 'error' | 'open',
  },
  actors: {
    // The page decides whether the score reaches a server; a page that keeps it local resolves at once.
    sendScore: fromPromise<void, { score: number }>(async () => undefined),
  },
  guards: {
    hasStars: ({ context }) => context.stars >= 1,
    lowScore: ({ context }) => context.stars < STORE_RATING_MIN,
  },
  actions: {
    pickStars: assign({
      stars: ({ event }) => (event.type === 'rating.pick' ? Math.min(RATING_STARS, Math.max(0, Math.round(event.stars))) : 0),
    }),
    resetRating: assign({ stars: 0, error: null }),
    keepError: assign((_, { error }: { error: ApiError }) => ({ error })),
    openStoreRating: () => undefined,
  },
}).createMachine({
  id: 'rating',
  context: { stars: 0, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'rating.open': { target: 'picking', actions: 'resetRating' } },
    },
    picking: {
      tags: ['open'],
      on: {
        'rating.pick': { actions: 'pickStars' },
        'rating.submit': [{ guard: 'hasStars', target: 'sending' }, { target: 'missing' }],
        'rating.close': 'closed',
      },
    },
    missing: {
      tags: ['open', 'error'],
      on: {
        'rating.pick': { target: 'picking', actions: 'pickStars' },
        'rating.close': 'closed',
      },
    },
    sending: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'sendScore',
        src: 'sendScore',
        input: ({ context }) => ({ score: context.stars }),
        onDone: [
          { guard: 'lowScore', target: 'thanking' },
          { target: 'rated', actions: 'openStoreRating' },
        ],
        onError: { target: 'sendFailed', actions: { type: 'keepError', params: failure } },
      },
    },
    sendFailed: {
      tags: ['open', 'error'],
      on: {
        'rating.retry': 'sending',
        'rating.close': 'closed',
      },
    },
    thanking: {
      on: { 'rating.close': 'rated' },
    },
    /** Rated once: the page no longer offers it. */
    rated: {},
  },
});
