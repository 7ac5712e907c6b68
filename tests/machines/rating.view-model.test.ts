import { describe, expect, it } from 'vitest';
import { apiError } from '../../src/api/errors';
import { ratingMachine, type RatingEvent } from '../../machines/rating/rating.machine';
import { ratingIntents, selectRatingView } from '../../machines/rating/rating.view-model';

const view = (value: string, stars: number, error: ReturnType<typeof apiError> | null = null) =>
  selectRatingView(ratingMachine.resolveState({ value, context: { stars, error } }));

describe('the rating view model', () => {
  it('names the state and keeps the stars picked', () => {
    expect(view('closed', 0)).toEqual({ status: 'closed', stars: 0, busy: false });
    expect(view('picking', 3)).toEqual({ status: 'picking', stars: 3, busy: false });
    expect(view('missing', 0)).toEqual({ status: 'missing', stars: 0, busy: false });
    expect(view('thanking', 2)).toEqual({ status: 'thanking', stars: 2, busy: false });
    expect(view('rated', 5)).toEqual({ status: 'rated', stars: 5, busy: false });
  });

  it('is busy only while the score is sent, and says when sending failed', () => {
    expect(view('sending', 5)).toEqual({ status: 'sending', stars: 5, busy: true });
    expect(view('sendFailed', 4, apiError({ kind: 'network' }))).toEqual({ status: 'sendFailed', stars: 4, busy: false });
  });

  it('sends one event per intent', () => {
    const sent: RatingEvent[] = [];
    const on = ratingIntents((event) => sent.push(event));
    on.onOpen();
    on.onPick(4);
    on.onSubmit();
    on.onRetry();
    on.onClose();
    expect(sent).toEqual([
      { type: 'rating.open' },
      { type: 'rating.pick', stars: 4 },
      { type: 'rating.submit' },
      { type: 'rating.retry' },
      { type: 'rating.close' },
    ]);
  });
});
