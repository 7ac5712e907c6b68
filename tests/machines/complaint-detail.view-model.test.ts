import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import {
  complaintDetailMachine,
  type ComplaintDetailContext,
  type ComplaintDetailEvent,
} from '../../machines/complaint-detail/complaint-detail.machine';
import { complaintDetailIntents, selectComplaintDetailView } from '../../machines/complaint-detail/complaint-detail.view-model';
import { businessError, complaintDetail, detailNeedScore } from '../../stories/support/complaint-fixtures';

const view = (value: StateValue, over: Partial<ComplaintDetailContext> = {}) =>
  selectComplaintDetailView(complaintDetailMachine.resolveState({ value, context: { problemId: '1000', detail: null, error: null, ...over } }));

describe('the complaint detail view model', () => {
  it('is loading before the detail answers', () => {
    expect(view('loading')).toEqual({ status: 'loading', detail: null, error: null });
  });

  it('keeps why the load failed, for the view to put in words', () => {
    expect(view('failed', { error: businessError })).toEqual({ status: 'failed', detail: null, error: businessError });
  });

  it('shows the detail, whether or not a rating is on its way', () => {
    expect(view({ loaded: 'settled' }, { detail: complaintDetail })).toEqual({ status: 'loaded', detail: complaintDetail, error: null });
    expect(view({ loaded: 'awaitingRating' }, { detail: detailNeedScore }).status).toBe('loaded');
    expect(view({ loaded: 'ratingOpen' }, { detail: detailNeedScore }).detail).toBe(detailNeedScore);
  });

  it('sends the retry', () => {
    const sent: ComplaintDetailEvent[] = [];
    complaintDetailIntents((event) => sent.push(event)).onRetry();
    expect(sent).toEqual([{ type: 'load.retry' }]);
  });
});
