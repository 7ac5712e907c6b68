// Complaint entry: the current order card, the order list ('All'), the question types and the collection sub-types.
// States: loading -> ready.browsing | failed (retry); ready.pickingOrder (order list modal); ready.pickingSonType (collection sub-types).
import { and, assign, fromPromise, setup } from 'xstate';
import { failure } from '../shared/failure';
import type { ApiError, ProblemInit, ProblemOrder } from '../../src/api';

/** Type value 1 is the collection type: it needs a sub-type and an order with isShow 1. */
export const COLLECTION_TYPE = '1';

export interface ComplaintEntryInput {
  /** The page's orderId; empty when the page has none (the init call then goes with no body). */
  orderId: string;
}

export interface ComplaintEntryContext {
  orderId: string;
  init: ProblemInit | null;
  current: ProblemOrder | null;
  /** The type picked while its sub-types are open. */
  pickedType: string;
  error: ApiError | null;
}

export type ComplaintEntryEvent =
  | { type: 'load.retry' }
  | { type: 'orders.open' }
  | { type: 'orders.close' }
  | { type: 'order.pick'; orderNo: string }
  | { type: 'type.pick'; value: string }
  | { type: 'sonType.pick'; value: string }
  | { type: 'sonTypes.close' }
  | { type: 'list.open' };

export const complaintEntryMachine = setup({
  types: {
    context: {} as ComplaintEntryContext,
    events: {} as ComplaintEntryEvent,
    input: {} as ComplaintEntryInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadInit: fromPromise<ProblemInit, { orderId: string }>(async () => {
      throw new Error('loadInit not provided');
    }),
  },
  guards: {
    isCollection: ({ event }) => event.type === 'type.pick' && event.value === COLLECTION_TYPE,
    orderAllowsCollection: ({ context }) => context.current?.isShow === 1,
  },
  actions: {
    // The shared helper's rule (SPEC 8): a business error's own message shows as a toast (the page's).
    announceFailure: (_, _params: { error: ApiError }) => {},
    keepInit: assign((_, params: { init: ProblemInit }) => {
      const { init } = params;
      return { init, current: init.orderDetail ?? init.orderList[0] ?? null, error: null };
    }),
    keepError: assign((_, params: { error: ApiError }) => ({ error: params.error })),
    pickOrder: assign({
      current: ({ context, event }) =>
        event.type === 'order.pick' ? (context.init?.orderList.find((o) => o.orderNo === event.orderNo) ?? context.current) : context.current,
    }),
    keepPickedType: assign({ pickedType: ({ event }) => (event.type === 'type.pick' ? event.value : '') }),
    clearPickedType: assign({ pickedType: '' }),
    toastCollectionBlocked: () => {},
    goToForm: (_, _params: { problemType: string; problemSonType: string; orderNo: string }) => {},
    goToList: () => {},
  },
}).createMachine({
  id: 'complaintEntry',
  context: ({ input }) => ({ orderId: input.orderId, init: null, current: null, pickedType: '', error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadInit',
        src: 'loadInit',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'ready', actions: { type: 'keepInit', params: ({ event }) => ({ init: event.output }) } },
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
    ready: {
      initial: 'browsing',
      on: { 'list.open': { actions: 'goToList' } },
      states: {
        browsing: {
          on: {
            'orders.open': 'pickingOrder',
            'type.pick': [
              { guard: and(['isCollection', 'orderAllowsCollection']), target: 'pickingSonType', actions: 'keepPickedType' },
              { guard: 'isCollection', actions: 'toastCollectionBlocked' },
              {
                actions: {
                  type: 'goToForm',
                  params: ({ context, event }) => ({ problemType: event.value, problemSonType: '', orderNo: context.current?.orderNo ?? '' }),
                },
              },
            ],
          },
        },
        pickingOrder: {
          on: {
            'order.pick': { target: 'browsing', actions: 'pickOrder' },
            'orders.close': 'browsing',
          },
        },
        pickingSonType: {
          on: {
            'sonType.pick': {
              target: 'browsing',
              actions: [
                {
                  type: 'goToForm',
                  params: ({ context, event }) => ({
                    problemType: context.pickedType,
                    problemSonType: event.value,
                    orderNo: context.current?.orderNo ?? '',
                  }),
                },
                'clearPickedType',
              ],
            },
            'sonTypes.close': { target: 'browsing', actions: 'clearPickedType' },
          },
        },
      },
    },
  },
});
