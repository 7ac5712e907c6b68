// Payment instructions: generates the voucher for one channel and amount (code, image, steps).
// States: loading (busy) -> loaded | failed (error; page.retry loads again); a kept voucher (going back or
// forward): loading -> checking (shown, not payable) -> loaded | unconfirmed (page.retry checks again) (docs/decisions/0131);
// no connection, the code kept on the phone: loading | checking -> offline (page.retry, or connected again: checking) (0136).
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
export type VoucherAnswer = Voucher & {
  kept?: boolean;
  /** The code kept on the phone, answered with no connection: when the server gave it, epoch ms (docs/decisions/0136). */
  savedAt?: number;
};

/**
 * The page-data machine's context and event (machines/shared/page-data.ts), over the voucher as
 * answered: a code shown without a connection carries when the server gave it (`savedAt`).
 */
export type PaymentInstructionsContext = PageDataContext<VoucherAnswer, VoucherInput>;
/** `page.retry`: Retry, Check again, or the phone connected again (the page listens for it). */
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
    // The call found no connection and the page gave the code kept on the phone (docs/decisions/0136).
    fromPhone: (_, answer: VoucherAnswer) => answer.savedAt !== undefined,
  },
  actions: {
    keepData: assign((_, data: VoucherAnswer) => ({ data, error: null })),
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
            guard: { type: 'fromPhone', params: ({ event }) => event.output },
            target: 'offline',
            actions: { type: 'keepData', params: ({ event }) => event.output },
          },
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
        onDone: [
          {
            guard: { type: 'fromPhone', params: ({ event }) => event.output },
            target: 'offline',
            actions: { type: 'keepData', params: ({ event }) => event.output },
          },
          { target: 'loaded', actions: { type: 'keepData', params: ({ event }) => event.output } },
        ],
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
    // No connection: the code kept on the phone, with when it was given, drawn to be shown at the
    // counter; checked with a fresh answer when asked or when the phone is connected again.
    offline: {
      on: { 'page.retry': 'checking' },
    },
    loaded: {},
    failed: {
      tags: ['error'],
      on: { 'page.retry': 'loading' },
    },
  },
});
