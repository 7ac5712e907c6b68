import type { SnapshotFrom } from 'xstate';
import type { ratingMachine } from './rating.machine';

type RatingSnapshot = SnapshotFrom<typeof ratingMachine>;

export type RatingStatus = 'closed' | 'picking' | 'missing' | 'sending' | 'sendFailed' | 'thanking' | 'rated';

export const selectRatingStatus = (s: RatingSnapshot): RatingStatus =>
  (['picking', 'missing', 'sending', 'sendFailed', 'thanking', 'rated'] as const).find((v) => s.matches(v)) ?? 'closed';
export const selectStars = (s: RatingSnapshot) => s.context.stars;
export const selectRatingError = (s: RatingSnapshot) => s.context.error;
export const selectRatingBusy = (s: RatingSnapshot) => s.hasTag('busy');
