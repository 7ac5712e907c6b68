// Loan details: load the order, show its status, and offer what the status allows (repay, extension, borrow again).
// States: loading -> repayable (174, 180) | settled (200) | viewing (any other) | loadFailed; repayable -> extensionReminder -> repayable.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { LoanDetails, OrderInput } from '../../src/api/loan';
import { canExtend, isRepayable, isSettled } from './loan-details.status';
import { failure } from '../shared/failure';

export type LoanDetailsInput = OrderInput;

export interface LoanDetailsContext extends LoanDetailsInput {
  order: LoanDetails | null;
  error: ApiError | null;
}

export type LoanDetailsEvent =
  | { type: 'details.retry' }
  | { type: 'repay.start' }
  | { type: 'extension.open' }
  | { type: 'loan.again' }
  | { type: 'reminder.extend' }
  | { type: 'reminder.repay' }
  | { type: 'reminder.close' };

export const loanDetailsMachine = setup({
  types: {
    context: {} as LoanDetailsContext,
    events: {} as LoanDetailsEvent,
    input: {} as LoanDetailsInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadDetails: fromPromise<LoanDetails, OrderInput>(async () => {
      throw new Error('loadDetails not provided');
    }),
  },
  guards: {
    isRepayable: (_, order: LoanDetails) => isRepayable(order),
    isSettled: (_, order: LoanDetails) => isSettled(order),
    canExtend: ({ context }) => context.order !== null && canExtend(context.order),
  },
  actions: {
    keepOrder: assign((_, order: LoanDetails) => ({ order, error: null })),
    keepError: assign((_, error: ApiError) => ({ error })),
    // The shared helper's rule (SPEC 8): a business error's own message shows as a toast (the page's).
    announceFailure: (_, _params: { error: ApiError }) => {},
    goRepay: () => undefined,
    goExtension: () => undefined,
    borrowAgain: (_, _params: { productId: string }) => undefined,
  },
}).createMachine({
  id: 'loanDetails',
  context: ({ input }) => ({ productId: input.productId, orderId: input.orderId, order: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ productId: context.productId, orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'isRepayable', params: ({ event }) => event.output },
            target: 'repayable',
            actions: { type: 'keepOrder', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isSettled', params: ({ event }) => event.output },
            target: 'settled',
            actions: { type: 'keepOrder', params: ({ event }) => event.output },
          },
          { target: 'viewing', actions: { type: 'keepOrder', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'keepError', params: (args) => failure(args).error },
            { type: 'announceFailure', params: failure },
          ],
        },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'details.retry': 'loading' },
    },
    /** Statuses with nothing to do yet (review, approved, rejected...): the status and the order only. */
    viewing: {},
    repayable: {
      on: {
        'repay.start': [{ guard: 'canExtend', target: 'extensionReminder' }, { actions: 'goRepay' }],
        'extension.open': { guard: 'canExtend', actions: 'goExtension' },
      },
    },
    settled: {
      on: { 'loan.again': { actions: { type: 'borrowAgain', params: ({ context }) => ({ productId: context.productId }) } } },
    },
    extensionReminder: {
      on: {
        'reminder.extend': { target: 'repayable', actions: 'goExtension' },
        'reminder.repay': { target: 'repayable', actions: 'goRepay' },
        'reminder.close': 'repayable',
      },
    },
  },
});
