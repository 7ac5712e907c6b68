// The confirm-loan machine's setup: its context, events, the actors the page supplies, guards and
// actions. The states that use them are in confirm-loan.machine.ts.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { LoanConfirm, LoanConfirmInput, LoanPushInput } from '../../src/api/loan';
import { offerCanBePushed } from './confirm-loan.offer';
import { isLastRead, READS_AT, startHold, waitFor } from '../shared/hold';
import { outcomeUnknown } from '../shared/unknown-outcome';

export interface ConfirmLoanInput {
  productId: string;
  /** The order the offer is for: what settles a held push (docs/decisions/0133); '' when the link has none. */
  orderId?: string;
  /** A push held on this device (another tab's, or this page's before a reload): how old its hold is, in ms. */
  heldFor?: number | null;
}

/** The push answer as the page checked it: the details URL with the common query, or null when the allow-list refused it. */
export interface PushOutcome {
  url: string | null;
}

/** One read of the order after a held push: whether it shows the loan taken. */
export interface OrderRead {
  taken: boolean;
}

/** Where the settling of a held push stands: the next read, and how old the hold was when it was planned. */
export interface HoldProgress {
  read: number;
  elapsed: number;
}

export interface ConfirmLoanContext {
  productId: string;
  orderId: string;
  offer: LoanConfirm | null;
  agreed: boolean;
  /** Set once the recalculation modal has run: the next load asks with isType=1. */
  reloaded: boolean;
  detailsUrl: string | null;
  error: ApiError | null;
  pushError: ApiError | null;
  /** The order read after the hold shows no loan: that push did not take, and Confirm is offered again. */
  notTaken: boolean;
  /** A push held (in flight or its outcome unknown), on this page or another tab: nothing is pushed until it is settled. */
  hold: HoldProgress | null;
}

export type ConfirmLoanEvent =
  | { type: 'contract.toggle' }
  | { type: 'loan.submit' }
  | { type: 'confirm.retry' }
  | { type: 'details.open' }
  | { type: 'order.check' }
  /** Another tab holds a push for this order; its hold is `elapsed` ms old (negative: its answer may still come). */
  | { type: 'hold.seen'; elapsed: number }
  /** Another tab settled the push: the loan taken, or not. */
  | { type: 'hold.cleared'; taken: boolean };

export const confirmLoanSetup = setup({
  types: {
    context: {} as ConfirmLoanContext,
    events: {} as ConfirmLoanEvent,
    input: {} as ConfirmLoanInput,
    tags: {} as 'busy' | 'error' | 'recalculating' | 'held',
  },
  actors: {
    loadConfirm: fromPromise<LoanConfirm, LoanConfirmInput>(async () => {
      throw new Error('loadConfirm not provided');
    }),
    pushLoan: fromPromise<PushOutcome, LoanPushInput>(async () => {
      throw new Error('pushLoan not provided');
    }),
    readOrder: fromPromise<OrderRead, { productId: string; orderId: string }>(async () => {
      throw new Error('readOrder not provided');
    }),
  },
  delays: {
    recalcReload: 5500,
    nextRead: ({ context }) => (context.hold ? waitFor(context.hold.read, context.hold.elapsed) : 0),
  },
  guards: {
    needsRecalc: ({ context }, offer: LoanConfirm) => !context.reloaded && offer.isNeedPop === 1,
    agreed: ({ context }) => context.agreed,
    /** An offer whose amount or periods cannot be sent back is shown but not confirmed. */
    offerUsable: ({ context }) => offerCanBePushed(context.offer),
    hasDetailsUrl: (_, outcome: PushOutcome) => outcome.url !== null,
    /** The push's answer never came or cannot be read (docs/decisions/0128, 0133): the server may have made the loan. */
    outcomeUnknown: (_, error: ApiError) => outcomeUnknown(error),
    held: ({ context }) => context.hold !== null,
    noOffer: ({ context }) => context.offer === null,
    readDue: ({ context }) => context.hold !== null && waitFor(context.hold.read, context.hold.elapsed) === 0,
    taken: (_, read: OrderRead) => read.taken,
    lastRead: ({ context }) => context.hold === null || isLastRead(context.hold.read),
    clearedTaken: ({ event }) => event.type === 'hold.cleared' && event.taken,
  },
  actions: {
    keepOffer: assign((_, offer: LoanConfirm) => ({ offer, error: null })),
    keepError: assign((_, error: ApiError) => ({ error })),
    keepPushError: assign((_, pushError: ApiError) => ({ pushError })),
    // The shared helper's rule (SPEC 8): a business error's own message shows as a toast (the page's).
    announceFailure: (_, _params: { error: ApiError }) => {},
    clearPushError: assign({ pushError: null }),
    keepDetailsUrl: assign((_, outcome: PushOutcome) => ({ detailsUrl: outcome.url })),
    markReload: assign({ reloaded: true }),
    markNotTaken: assign({ notTaken: true, pushError: null, hold: null }),
    clearNotTaken: assign({ notTaken: false }),
    toggleAgreed: assign({ agreed: ({ context }) => !context.agreed }),
    /** This page's push lost its answer: the hold starts now. */
    holdFromNow: assign({ hold: () => startHold(0), notTaken: false }),
    /** Another tab's hold, seen now. */
    holdSeen: assign({ hold: ({ event }) => startHold(event.type === 'hold.seen' ? event.elapsed : 0), notTaken: false }),
    nextRead: assign({
      hold: ({ context }) => {
        const read = context.hold?.read ?? 0;
        return { read: read + 1, elapsed: Math.max(context.hold?.elapsed ?? 0, READS_AT[read] ?? 0) };
      },
    }),
    endHold: assign({ hold: null }),
    // Side effects the page supplies: the record on the device and the other tabs, the bridge, navigation.
    releaseHold: (_, _params: { taken: boolean }) => undefined,
    reportConfirm: (_, _params: { productId: string }) => undefined,
    goToDetails: (_, _params: { url: string }) => undefined,
    openOwnDetails: () => undefined,
  },
});
