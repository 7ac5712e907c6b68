// Payment instructions: generates the voucher for one channel and amount (code, image, steps).
// States: loading (busy) -> loaded | failed (error; page.retry loads again); a kept voucher (going back or
// forward): loading -> checking (shown, not payable) -> loaded | unconfirmed (page.retry checks again) (docs/decisions/0131).
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { Voucher, VoucherInput } from '../../src/api/voucher';
import { failure } from '../shared/failure';
import type { PageDataContext, PageDataEvent } from '../shared/page-data';

/**
 * The voucher as the page's call answers it. `kept`: the answer kept for going back or forward
 * (docs/decisions/0128), whose code the server may have replaced since: nothing is copied or shown as
 * payable until a fresh answer confirms it.
 */
export type VoucherAnswer = Voucher & { kept?: boolean };

/** The page-data machine's context and event (machines/shared/page-data.ts), over the voucher. */
export type PaymentInstructionsContext = PageDataContext<Voucher, VoucherInput>;
export type PaymentInstructionsEvent = PageDataEvent;

const load = {
  src: 'loadData',
  input: ({ context }: { context: PaymentInstructionsContext }) => context.input,
} as const;

export const paymentInstructionsMachine = setup({
  types: {
    context: {} as PaymentInstructionsContext,
    events: {} as PaymentInstructionsEvent,
    input: {} as VoucherInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadData: fromPromise<VoucherAnswer, VoucherInput>(() => Promise.reject(new Error('loadData is provided by the page'))),
  },
  guards: {
    kept: (_, answer: VoucherAnswer) => answer.kept === true,
  },
  actions: {
    keepData: assign((_, data: Voucher) => ({ data, error: null })),
    keepError: assign((_, params: { error: ApiError }) => ({ error: params.error })),
    // The shared helper's rule (SPEC 8): a business error's own message shows as a toast (the page's).
    announceFailure: (_, _params: { error: ApiError }) => {},
  },
}).createMachine({
  id: 'paymentInstructions',
  context: ({ input }) => ({ input, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        ...load,
        onDone: [
          {
            guard: { type: 'kept', params: ({ event }) => event.output },
            target: 'checking',
            actions: { type: 'keepData', params: ({ event }) => event.output },
          },
          { target: 'loaded', actions: { type: 'keepData', params: ({ event }) => event.output } },
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
    // A kept voucher on screen while the same call, made again, takes the fresh answer sent beside it:
    // its code is shown as not yet confirmed, and neither copied nor drawn.
    checking: {
      invoke: {
        id: 'recheck',
        ...load,
        onDone: { target: 'loaded', actions: { type: 'keepData', params: ({ event }) => event.output } },
        onError: {
          target: 'unconfirmed',
          actions: [
            { type: 'keepError', params: failure },
            { type: 'announceFailure', params: failure },
          ],
        },
      },
    },
    // The fresh answer did not come: the kept voucher stays, marked as not confirmed; no failure screen.
    unconfirmed: {
      on: { 'page.retry': 'checking' },
    },
    loaded: {},
    failed: {
      tags: ['error'],
      on: { 'page.retry': 'loading' },
    },
  },
});
