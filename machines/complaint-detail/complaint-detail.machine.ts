// Complaint detail: load it, show type, content, images and the agent's reply; ask for a rating 3 s after load when isNeedScore is nonzero.
// States: loading -> loaded.settled (no rating) | loaded.awaitingRating (3 s) -> loaded.ratingOpen (rating modal opened) | failed (retry).
import { assign, fromPromise, setup } from 'xstate';
import { failure } from '../shared/failure';
import type { ApiError, ComplaintDetail } from '../../src/api';

export const RATING_DELAY_MS = 3000;

export interface ComplaintDetailInput {
  problemId: string;
}

export interface ComplaintDetailContext {
  problemId: string;
  detail: ComplaintDetail | null;
  error: ApiError | null;
}

export type ComplaintDetailEvent = { type: 'load.retry' };

export const complaintDetailMachine = setup({
  types: {
    context: {} as ComplaintDetailContext,
    events: {} as ComplaintDetailEvent,
    input: {} as ComplaintDetailInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadDetail: fromPromise<ComplaintDetail, { problemId: string }>(async () => {
      throw new Error('loadDetail not provided');
    }),
  },
  delays: { ratingDelay: RATING_DELAY_MS },
  guards: {
    needsScore: (_, params: { detail: ComplaintDetail }) => (params.detail.isNeedScore ?? 0) !== 0,
  },
  actions: {
    // The shared helper's rule (SPEC 8): a business error's own message shows as a toast (the page's).
    announceFailure: (_, _params: { error: ApiError }) => {},
    keepDetail: assign((_, params: { detail: ComplaintDetail }) => ({ detail: params.detail, error: null })),
    keepError: assign((_, params: { error: ApiError }) => ({ error: params.error })),
    openRating: () => {},
  },
}).createMachine({
  id: 'complaintDetail',
  context: ({ input }) => ({ problemId: input.problemId, detail: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ problemId: context.problemId }),
        onDone: [
          {
            guard: { type: 'needsScore', params: ({ event }) => ({ detail: event.output }) },
            target: 'loaded.awaitingRating',
            actions: { type: 'keepDetail', params: ({ event }) => ({ detail: event.output }) },
          },
          { target: 'loaded.settled', actions: { type: 'keepDetail', params: ({ event }) => ({ detail: event.output }) } },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'keepError', params: failure },
            { type: 'announceFailure', params: failure },
          ],
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'load.retry': 'loading' },
    },
    loaded: {
      initial: 'settled',
      states: {
        awaitingRating: {
          after: { ratingDelay: { target: 'ratingOpen', actions: 'openRating' } },
        },
        ratingOpen: {},
        settled: {},
      },
    },
  },
});
