import { beforeEach, expect } from 'vitest';
import { ratingMachine, type RatingContext } from '../../machines/rating/rating.machine';
import { apiError } from '../../src/api/errors';
import { describeMachineModel } from '../helpers/machine-suite';
import { everyEvent } from '../helpers/spec-table';
import { ratingModel } from './rating.model';

let storeOpened = 0;
beforeEach(() => {
  storeOpened = 0;
});

const OPEN = { type: 'rating.open' };
const SUBMIT = { type: 'rating.submit' };
const SENT = { type: 'xstate.done.actor.sendScore' };
const NOT_SENT = { type: 'xstate.error.actor.sendScore', error: apiError({ kind: 'network' }) };

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
  every: everyEvent(ratingMachine, {
    'rating.open': { type: 'rating.open' },
    'rating.pick': { type: 'rating.pick', stars: 4 },
    'rating.submit': { type: 'rating.submit' },
    'rating.retry': { type: 'rating.retry' },
    'rating.close': { type: 'rating.close' },
  }),
  // SPEC 4 "Rating": stars 1 to 5 are picked; zero stars gives 'Seleccione una calificación' (the
  // `missing` state); under 4 thanks, 4 or 5 the store rating. A failed send offers a retry
  // (ARCHITECTURE: every failure with a message and a way on).
  transitions: [
    { from: 'closed', event: { type: 'rating.open' }, to: 'picking' },
    { from: 'picking', event: { type: 'rating.submit' }, to: 'missing' },
    { from: 'picking', via: [OPEN, { type: 'rating.pick', stars: 1 }], event: { type: 'rating.submit' }, to: 'sending' },
    { from: 'picking', event: { type: 'rating.close' }, to: 'closed' },
    { from: 'picking', event: { type: 'rating.pick', stars: 5 }, to: 'picking', then: (run) => expect(ctx(run).stars).toBe(5) },
    { from: 'missing', via: [OPEN, SUBMIT], event: { type: 'rating.pick', stars: 5 }, to: 'picking' },
    { from: 'missing', via: [OPEN, SUBMIT], event: { type: 'rating.close' }, to: 'closed' },
    { from: 'sending', via: [OPEN, { type: 'rating.pick', stars: 3 }, SUBMIT], event: SENT, to: 'thanking' },
    { from: 'sending', via: [OPEN, { type: 'rating.pick', stars: 4 }, SUBMIT], event: SENT, to: 'rated' },
    { from: 'sending', via: [OPEN, { type: 'rating.pick', stars: 5 }, SUBMIT], event: SENT, to: 'rated' },
    { from: 'sending', via: [OPEN, { type: 'rating.pick', stars: 2 }, SUBMIT], event: NOT_SENT, to: 'sendFailed' },
    { from: 'sendFailed', via: [OPEN, { type: 'rating.pick', stars: 2 }, SUBMIT, NOT_SENT], event: { type: 'rating.retry' }, to: 'sending' },
    { from: 'sendFailed', via: [OPEN, { type: 'rating.pick', stars: 2 }, SUBMIT, NOT_SENT], event: { type: 'rating.close' }, to: 'closed' },
    { from: 'thanking', via: [OPEN, { type: 'rating.pick', stars: 1 }, SUBMIT, SENT], event: { type: 'rating.close' }, to: 'rated' },
  ],
});
