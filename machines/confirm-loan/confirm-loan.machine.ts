// Confirm a loan: load the offer, accept the contract (ticked by default), submit, then replace history with the details page.
// States: loading -> ready | recalculating (5.5 s, then reload with isType=1) | loadFailed; ready -> submitting -> leaving | pushFailed | redirectRefused
// | pushUnknown (no answer: the loan may have been made) -> checking (a fresh read of the offer) -> ready | pushUnknown.
import { and, assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { LoanConfirm, LoanConfirmInput, LoanPushInput } from '../../src/api/loan';
import { offerCanBePushed } from './confirm-loan.offer';
import { failure } from '../shared/failure';
import { outcomeUnknown } from '../shared/unknown-outcome';

export interface ConfirmLoanInput {
  productId: string;
}

/** The push answer as the page checked it: the details URL with the common query, or null when the allow-list refused it. */
export interface PushOutcome {
  url: string | null;
}

export interface ConfirmLoanContext {
  productId: string;
  offer: LoanConfirm | null;
  agreed: boolean;
  /** Set once the recalculation modal has run: the next load asks with isType=1. */
  reloaded: boolean;
  detailsUrl: string | null;
  error: ApiError | null;
  pushError: ApiError | null;
  /** A fresh read after a push with no answer showed the offer still open: that push did not take. */
  notTaken: boolean;
}

export type ConfirmLoanEvent =
  { type: 'contract.toggle' } | { type: 'loan.submit' } | { type: 'confirm.retry' } | { type: 'details.open' } | { type: 'offer.check' };

export const confirmLoanMachine = setup({
  types: {
    context: {} as ConfirmLoanContext,
    events: {} as ConfirmLoanEvent,
    input: {} as ConfirmLoanInput,
    tags: {} as 'busy' | 'error' | 'recalculating',
  },
  actors: {
    loadConfirm: fromPromise<LoanConfirm, LoanConfirmInput>(async () => {
      throw new Error('loadConfirm not provided');
    }),
    pushLoan: fromPromise<PushOutcome, LoanPushInput>(async () => {
      throw new Error('pushLoan not provided');
    }),
  },
  delays: { recalcReload: 5500 },
  guards: {
    needsRecalc: ({ context }, offer: LoanConfirm) => !context.reloaded && offer.isNeedPop === 1,
    agreed: ({ context }) => context.agreed,
    /** An offer whose amount or periods cannot be sent back is shown but not confirmed. */
    offerUsable: ({ context }) => offerCanBePushed(context.offer),
    hasDetailsUrl: (_, outcome: PushOutcome) => outcome.url !== null,
    /** The push's answer never came (docs/decisions/0128): the server may have made the loan. */
    outcomeUnknown: (_, error: ApiError) => outcomeUnknown(error),
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
    markNotTaken: assign({ notTaken: true, pushError: null }),
    clearNotTaken: assign({ notTaken: false }),
    toggleAgreed: assign({ agreed: ({ context }) => !context.agreed }),
    reportConfirm: (_, _params: { productId: string }) => undefined,
    goToDetails: (_, _params: { url: string }) => undefined,
    openOwnDetails: () => undefined,
  },
}).createMachine({
  id: 'confirmLoan',
  context: ({ input }) => ({
    productId: input.productId,
    offer: null,
    agreed: true,
    reloaded: false,
    detailsUrl: null,
    error: null,
    pushError: null,
    notTaken: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadConfirm',
        src: 'loadConfirm',
        input: ({ context }) => (context.reloaded ? { productId: context.productId, isType: 1 as const } : { productId: context.productId }),
        onDone: [
          {
            guard: { type: 'needsRecalc', params: ({ event }) => event.output },
            target: 'recalculating',
            actions: { type: 'keepOffer', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'keepOffer', params: ({ event }) => event.output } },
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
      on: { 'confirm.retry': 'loading' },
    },
    recalculating: {
      tags: ['recalculating'],
      after: { recalcReload: { target: 'loading', actions: 'markReload' } },
    },
    ready: {
      on: {
        'contract.toggle': { actions: 'toggleAgreed' },
        'loan.submit': { guard: and(['agreed', 'offerUsable']), target: 'submitting' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: [
        { type: 'clearPushError' },
        { type: 'clearNotTaken' },
        { type: 'reportConfirm', params: ({ context }) => ({ productId: context.productId }) },
      ],
      invoke: {
        id: 'pushLoan',
        src: 'pushLoan',
        input: ({ context }) => ({
          amount: context.offer?.amount ?? 0,
          periods: context.offer?.periods ?? '',
          termUnit: context.offer?.termUnit ?? '',
          productId: context.productId,
        }),
        onDone: [
          {
            guard: { type: 'hasDetailsUrl', params: ({ event }) => event.output },
            target: 'leaving',
            actions: { type: 'keepDetailsUrl', params: ({ event }) => event.output },
          },
          { target: 'redirectRefused' },
        ],
        onError: [
          {
            guard: { type: 'outcomeUnknown', params: (args) => failure(args).error },
            target: 'pushUnknown',
            actions: { type: 'keepPushError', params: (args) => failure(args).error },
          },
          {
            target: 'pushFailed',
            actions: [
              { type: 'keepPushError', params: (args) => failure(args).error },
              { type: 'announceFailure', params: failure },
            ],
          },
        ],
      },
    },
    /** No answer to the push: the loan may have been made. Nothing is sent again until a fresh read shows it was not. */
    pushUnknown: {
      tags: ['error'],
      on: {
        'details.open': { actions: 'openOwnDetails' },
        'offer.check': 'checking',
      },
    },
    /** A fresh read of the offer: still offered means the push did not take, and it may be sent again. */
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkOffer',
        src: 'loadConfirm',
        input: ({ context }) => (context.reloaded ? { productId: context.productId, isType: 1 as const } : { productId: context.productId }),
        onDone: [
          {
            guard: { type: 'needsRecalc', params: ({ event }) => event.output },
            target: 'recalculating',
            actions: [{ type: 'keepOffer', params: ({ event }) => event.output }, 'markNotTaken'],
          },
          { target: 'ready', actions: [{ type: 'keepOffer', params: ({ event }) => event.output }, 'markNotTaken'] },
        ],
        onError: { target: 'pushUnknown', actions: { type: 'announceFailure', params: failure } },
      },
    },
    pushFailed: {
      tags: ['error'],
      on: {
        'contract.toggle': { target: 'ready', actions: 'toggleAgreed' },
        'loan.submit': { guard: 'agreed', target: 'submitting' },
      },
    },
    redirectRefused: {
      tags: ['error'],
      on: { 'details.open': { actions: 'openOwnDetails' } },
    },
    leaving: {
      tags: ['busy'],
      entry: { type: 'goToDetails', params: ({ context }) => ({ url: context.detailsUrl ?? '' }) },
    },
  },
});
