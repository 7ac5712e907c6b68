/**
 * The service rating, ready to embed in any page (loan details, complaint detail).
 *
 * Simplest: let it own its actor and show its own "Rate the service" button:
 *   <Rating trigger sendScore={(score) => sendGoogleScore(api, score)} />
 * To open it on your own schedule (e.g. 3 s after load), start the actor yourself and pass it:
 *   const rating = useRatingActor({ sendScore });       // sendScore optional: omit it to keep the score local
 *   useEffect(() => { const t = setTimeout(() => rating.send({ type: 'rating.open' }), 3000); return () => clearTimeout(t); }, [rating]);
 *   <RatingContainer actor={rating} />
 * 1-3 stars show the thank-you modal; 4-5 open the store rating through the bridge's goRating().
 * Tests and stories reach the actor by the machine id 'rating' (overrides, snapshots).
 */
import { useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { RATING_STARS, ratingMachine } from '../../../../machines/rating/rating.machine';
import { ratingReload, reopenRating, type RatingKept } from '../../../../machines/rating/rating.reload';
import { ratingIntents, selectRatingView } from '../../../../machines/rating/rating.view-model';
import { useFlowActor } from '../use-flow-actor';
import { useFlowView, useIntents } from '../use-flow-view';
import { useBridge } from '../../../bridge';
import { registerMessages } from '../../../i18n';
import { ratingMessages } from '../../../i18n/messages/rating';
import { RatingView } from './rating-view';
import { sessionKeep } from '../../../lib/session-keep';
import { useReloadKeep } from '../use-reload-keep';

registerMessages(ratingMessages);

export type RatingActor = ActorRefFrom<typeof ratingMachine>;

export interface RatingImplementations {
  /** Sends the score (1-5) to a server; rejects with an ApiError on failure. */
  sendScore?: (score: number) => Promise<void>;
  /** Replaces the store rating (default: the bridge's goRating). */
  openStoreRating?: () => void;
  /**
   * What the rating is about (an order, a complaint): a rating in progress is kept for the tab under
   * it and opened again with its stars after a reload (machines/rating/rating.reload.ts).
   */
  keepAs?: string;
  /** Whose rating it is (the page's userId): kept for that borrower only; none (''): nothing is kept. */
  userId?: string;
}

/** A rating in progress, per what it is about (docs/decisions/0137). */
const inProgress = sessionKeep<RatingKept>('rating', (value) => {
  const stars: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'stars') : undefined;
  return typeof stars === 'number' && Number.isInteger(stars) && stars >= 0 && stars <= RATING_STARS ? { stars } : null;
});

/** Where a rating in progress is kept: per borrower and what it is about; null when either is unknown (docs/decisions/0137). */
export const ratingScope = (userId: string | undefined, keepAs: string | undefined): string | null =>
  userId && keepAs ? JSON.stringify([userId, keepAs]) : null;

export function useRatingActor({ sendScore, openStoreRating, keepAs, userId }: RatingImplementations = {}): RatingActor {
  const bridge = useBridge();
  const actor = useFlowActor(ratingMachine, {
    actors: { sendScore: fromPromise<void, { score: number }>(async ({ input }) => sendScore?.(input.score)) },
    actions: { openStoreRating: () => (openStoreRating ? openStoreRating() : bridge.goRating()) },
  });
  const scope = ratingScope(userId, keepAs);
  const [kept] = useState(() => (scope ? inProgress.read(scope) : null));
  useReloadKeep(
    actor,
    ratingReload,
    kept,
    (next) => {
      if (!scope) return;
      if (next) inProgress.write(scope, next);
      else inProgress.clear(scope);
    },
    reopenRating,
  );
  return actor;
}

export interface RatingContainerProps {
  actor: RatingActor;
  /** Shows a "Rate the service" button that opens the rating (a thank-you line once rated). */
  trigger?: boolean;
}

export function RatingContainer({ actor, trigger = false }: RatingContainerProps) {
  const view = useFlowView(actor, selectRatingView);
  const intents = useIntents(actor, ratingIntents);
  return <RatingView {...view} {...intents} trigger={trigger} />;
}

/** A rating that owns its actor. */
export function Rating({ trigger, ...implementations }: RatingImplementations & { trigger?: boolean }) {
  const actor = useRatingActor(implementations);
  return <RatingContainer actor={actor} trigger={trigger} />;
}
