import type { SnapshotFrom } from 'xstate';
import type { RatingEvent, ratingMachine } from './rating.machine';

export type RatingStatus = 'closed' | 'picking' | 'missing' | 'sending' | 'sendFailed' | 'thanking' | 'rated';

/** What the rating shows, from its snapshot. */
export interface RatingViewModel {
  status: RatingStatus;
  stars: number;
  busy: boolean;
}

const NOT_CLOSED = ['picking', 'missing', 'sending', 'sendFailed', 'thanking', 'rated'] as const;

export function selectRatingView(s: SnapshotFrom<typeof ratingMachine>): RatingViewModel {
  return {
    status: NOT_CLOSED.find((v) => s.matches(v)) ?? 'closed',
    stars: s.context.stars,
    busy: s.hasTag('busy'),
  };
}

/** What the borrower can do with the rating, as the events it sends. */
export function ratingIntents(send: (event: RatingEvent) => void) {
  return {
    onOpen: () => send({ type: 'rating.open' }),
    onPick: (stars: number) => send({ type: 'rating.pick', stars }),
    onSubmit: () => send({ type: 'rating.submit' }),
    onRetry: () => send({ type: 'rating.retry' }),
    onClose: () => send({ type: 'rating.close' }),
  };
}
