// The rating's reload table (docs/decisions/0137): a rating in progress (open, with the stars
// picked) is kept for the tab, and opened again with them on the page loaded again. A score sent is
// never sent again by a reload: its page asks for a rating only when the server still wants one.
import type { SnapshotFrom } from 'xstate';
import type { ReloadSpec } from '../shared/reload';
import type { RatingEvent, ratingMachine } from './rating.machine';

type Snapshot = SnapshotFrom<typeof ratingMachine>;

/** The rating in progress: open, with the stars picked (0: none yet). */
export interface RatingKept {
  stars: number;
}

const ENDED = 'the rating ended: its page offers it again only when the server asks for a score (isScore, isNeedScore)';

export const ratingReload: ReloadSpec<Snapshot, RatingKept> = {
  table: {
    closed: { brings: 'start', why: 'nothing in progress: the page offers the rating as on a first load' },
    picking: { brings: 'same', why: 'opened again with the stars picked' },
    missing: { brings: 'earlier', to: 'picking', why: 'the message answered a tap made before the reload and is not shown again' },
    sending: {
      brings: 'start',
      why: 'the score may have reached the server: it is never sent again by the reload, and the page asks for one again only if the server still wants it',
    },
    sendFailed: { brings: 'earlier', to: 'picking', why: 'the score was not taken: the rating comes back open with its stars, to send again' },
    thanking: { brings: 'start', why: ENDED },
    rated: { brings: 'start', why: ENDED },
  },
  keep(s) {
    if (s.matches('picking') || s.matches('missing') || s.matches('sendFailed')) return { stars: s.context.stars };
    return null;
  },
};

/** The events that open the kept rating again, as the borrower made it. */
export function reopenRating(kept: RatingKept): RatingEvent[] {
  const open: RatingEvent = { type: 'rating.open' };
  return kept.stars > 0 ? [open, { type: 'rating.pick', stars: kept.stars }] : [open];
}
