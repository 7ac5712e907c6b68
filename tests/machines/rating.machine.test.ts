import { beforeEach, expect } from 'vitest';
import { ratingMachine, type RatingContext } from '../../machines/rating/rating.machine';
import { describeMachineModel } from '../helpers/machine-suite';
import { ratingModel } from './rating.model';

let storeOpened = 0;
beforeEach(() => {
  storeOpened = 0;
});

const ctx = (run: { actor: { getSnapshot: () => { context: unknown } } }) => run.actor.getSnapshot().context as RatingContext;

describeMachineModel('rating', ratingMachine, {
  ...ratingModel,
  provide: { actions: { openStoreRating: () => void (storeOpened += 1) } },
  states: {
    closed: () => expect(storeOpened).toBe(0),
    picking: (run) => {
      expect(run.actor.getSnapshot().hasTag('open')).toBe(true);
      expect(run.actor.getSnapshot().hasTag('error')).toBe(false);
    },
    missing: (run) => {
      expect(ctx(run).stars).toBe(0);
      expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
    },
    sending: (run) => {
      expect(run.actors.pending.get('sendScore')?.input).toEqual({ score: ctx(run).stars });
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(run.actor.getSnapshot().can({ type: 'rating.submit' })).toBe(false);
    },
    sendFailed: (run) => expect(ctx(run).error?.kind).toBe('network'),
    thanking: (run) => {
      expect(ctx(run).stars).toBeLessThan(4);
      expect(storeOpened).toBe(0);
    },
    // 4-5 stars reach `rated` straight from sending, through the store; 1-3 through the thanks.
    rated: (run) => expect(storeOpened).toBe(ctx(run).stars >= 4 ? 1 : 0),
  },
});
