import { apiError } from '../../src/api/errors';
import type { RatingContext } from '../../machines/rating/rating.machine';

/** The rating's model: two scores (one thanked, one sent to the store) and a failed send. */
export const ratingModel = {
  cases: {
    'rating.pick': [{ stars: 2 }, { stars: 5 }],
    'xstate.error.actor.sendScore': [{ error: apiError({ kind: 'network' }) }],
  },
  context: (c: RatingContext) => ({ stars: c.stars, error: c.error?.kind ?? null }),
};
