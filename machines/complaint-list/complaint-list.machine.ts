// Complaint list: load the tabs, switch tab, open an item's detail.
// States: loading -> loaded | failed (retry); loaded keeps the selected tab.
import { assign, fromPromise, setup } from 'xstate';
import { failure } from '../shared/failure';
import type { ApiError, ComplaintList } from '../../src/api';

export interface ComplaintListContext {
  list: ComplaintList | null;
  tab: number;
  error: ApiError | null;
}

export type ComplaintListEvent = { type: 'load.retry' } | { type: 'tab.select'; index: number } | { type: 'item.open'; id: string };

export const complaintListMachine = setup({
  types: {
    context: {} as ComplaintListContext,
    events: {} as ComplaintListEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadList: fromPromise<ComplaintList, void>(async () => {
      throw new Error('loadList not provided');
    }),
  },
  actions: {
    // The shared helper's rule (SPEC 8): a business error's own message shows as a toast (the page's).
    announceFailure: (_, _params: { error: ApiError }) => {},
    keepList: assign((_, params: { list: ComplaintList }) => ({ list: params.list, error: null })),
    keepError: assign((_, params: { error: ApiError }) => ({ error: params.error })),
    selectTab: assign({ tab: ({ context, event }) => (event.type === 'tab.select' ? event.index : context.tab) }),
    openDetail: (_, _params: { id: string }) => {},
  },
}).createMachine({
  id: 'complaintList',
  context: { list: null, tab: 0, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        onDone: { target: 'loaded', actions: { type: 'keepList', params: ({ event }) => ({ list: event.output }) } },
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
      on: {
        'tab.select': { actions: 'selectTab' },
        'item.open': { actions: { type: 'openDetail', params: ({ event }) => ({ id: event.id }) } },
      },
    },
  },
});
