import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { RATING_STARS, STORE_RATING_MIN, ratingMachine } from '../../machines/rating/rating.machine';
import { selectRatingView } from '../../machines/rating/rating.view-model';

// SPEC 4 and 9: 5 stars; zero stars gives 'Seleccione una calificación'; a score under 4 shows the
// thanks, 4 or 5 opens the store rating. Each outcome written by hand.
function rate(picks: number[], opts: { fail?: boolean } = {}) {
  const sent: number[] = [];
  let storeOpened = 0;
  const actor = createActor(
    ratingMachine.provide({
      actors: {
        sendScore: fromPromise<void, { score: number }>(async ({ input }) => {
          sent.push(input.score);
          if (opts.fail) throw new Error('offline');
        }),
      },
      actions: { openStoreRating: () => void (storeOpened += 1) },
    }),
  ).start();
  actor.send({ type: 'rating.open' });
  for (const stars of picks) actor.send({ type: 'rating.pick', stars });
  actor.send({ type: 'rating.submit' });
  return { actor, sent, store: () => storeOpened };
}

// Waits for the send to settle (the machine leaves `sending`), never for a fixed time.
const settled = (run: ReturnType<typeof rate>) => waitFor(run.actor, (s) => !s.matches('sending'));

describe('rating rules', () => {
  it('has 5 stars, the store from 4', () => {
    expect([RATING_STARS, STORE_RATING_MIN]).toEqual([5, 4]);
  });

  it.each([
    [1, 'thanking', 0],
    [2, 'thanking', 0],
    [3, 'thanking', 0],
    [4, 'rated', 1],
    [5, 'rated', 1],
  ])('%i stars: sends %i, ends %s, store opened %i time(s)', async (stars, status, store) => {
    const run = rate([stars]);
    expect(selectRatingView(run.actor.getSnapshot())).toEqual({ status: 'sending', stars, busy: true });
    await settled(run);
    expect(run.sent).toEqual([stars]);
    expect(selectRatingView(run.actor.getSnapshot())).toEqual({ status, stars, busy: false });
    expect(run.store()).toBe(store);
  });

  it.each([
    [[7], 5],
    [[-2], 0],
    [[3.6], 4],
    [[2.4], 2],
    [[5, 2], 2],
  ])('picks %j keep %i stars', (picks, stars) => {
    const actor = createActor(ratingMachine).start();
    actor.send({ type: 'rating.open' });
    for (const p of picks) actor.send({ type: 'rating.pick', stars: p });
    expect(selectRatingView(actor.getSnapshot())).toEqual({ status: 'picking', stars, busy: false });
  });

  it('zero stars is refused and sends nothing; a pick goes back to picking', async () => {
    const run = rate([]);
    expect(run.sent).toEqual([]);
    expect(selectRatingView(run.actor.getSnapshot())).toEqual({ status: 'missing', stars: 0, busy: false });
    expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
    run.actor.send({ type: 'rating.pick', stars: 2 });
    expect(selectRatingView(run.actor.getSnapshot())).toEqual({ status: 'picking', stars: 2, busy: false });
  });

  it('a failed send keeps the score for a retry, and closing resets it on the next open', async () => {
    const run = rate([4], { fail: true });
    await settled(run);
    expect(selectRatingView(run.actor.getSnapshot())).toEqual({ status: 'sendFailed', stars: 4, busy: false });
    expect(run.actor.getSnapshot().context.error).toBeInstanceOf(Error);
    run.actor.send({ type: 'rating.close' });
    expect(selectRatingView(run.actor.getSnapshot()).status).toBe('closed');
    run.actor.send({ type: 'rating.open' });
    expect(run.actor.getSnapshot().context).toEqual({ stars: 0, error: null });
    expect(run.store()).toBe(0);
  });

  it('the thanks closes to rated, and a rated page offers no new rating', async () => {
    const run = rate([2]);
    await settled(run);
    run.actor.send({ type: 'rating.close' });
    expect(selectRatingView(run.actor.getSnapshot()).status).toBe('rated');
    run.actor.send({ type: 'rating.open' });
    expect(selectRatingView(run.actor.getSnapshot()).status).toBe('rated');
  });

  it('closes from picking and from the refusal without sending; a failed send is open with its error and retries the same score', async () => {
    const picking = createActor(ratingMachine).start();
    picking.send({ type: 'rating.open' });
    picking.send({ type: 'rating.close' });
    expect(selectRatingView(picking.getSnapshot()).status).toBe('closed');
    const refused = rate([]);
    refused.actor.send({ type: 'rating.close' });
    expect(selectRatingView(refused.actor.getSnapshot()).status).toBe('closed');
    expect(refused.sent).toEqual([]);

    const run = rate([5], { fail: true });
    await settled(run);
    expect(run.actor.getSnapshot().hasTag('open')).toBe(true);
    expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
    run.actor.send({ type: 'rating.retry' });
    expect(selectRatingView(run.actor.getSnapshot())).toEqual({ status: 'sending', stars: 5, busy: true });
    await settled(run);
    expect(run.sent).toEqual([5, 5]);
  });
});
