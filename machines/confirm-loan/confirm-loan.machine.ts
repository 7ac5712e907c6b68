// Confirm a loan: load the offer, accept the contract (ticked by default), submit, then replace history with the details page.
// States: loading -> ready | recalculating (5.5 s, then reload with isType=1) | loadFailed; ready -> submitting -> leaving | pushFailed | redirectRefused
// | settling (no answer, or another tab's push held: the order read at 2, 5, 10, 20, 40 s) -> taken | ready (not taken) | pushUnknown -> checking.
import { and } from 'xstate';
import { failure } from '../shared/failure';
import { startHold } from '../shared/hold';
import { confirmLoanSetup } from './confirm-loan.setup';

export type { ConfirmLoanContext, ConfirmLoanEvent, ConfirmLoanInput, OrderRead, PushOutcome } from './confirm-loan.setup';

const loadInput = ({ context }: { context: { productId: string; reloaded: boolean } }) =>
  context.reloaded ? { productId: context.productId, isType: 1 as const } : { productId: context.productId };
const orderInput = ({ context }: { context: { productId: string; orderId: string } }) => ({ productId: context.productId, orderId: context.orderId });

/** Another tab settled the push: the loan taken goes on as this page's success; not taken offers Confirm again. */
const clearedElsewhere = [
  { guard: 'clearedTaken' as const, target: '#confirmLoan.taken' },
  { target: '#confirmLoan.ready', actions: 'markNotTaken' as const },
];

export const confirmLoanMachine = confirmLoanSetup.createMachine({
  id: 'confirmLoan',
  context: ({ input }) => ({
    productId: input.productId,
    orderId: input.orderId ?? '',
    offer: null,
    agreed: true,
    reloaded: false,
    detailsUrl: null,
    error: null,
    pushError: null,
    notTaken: false,
    hold: input.heldFor === undefined || input.heldFor === null ? null : startHold(input.heldFor),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: { 'hold.seen': { actions: 'holdSeen' } },
      invoke: {
        id: 'loadConfirm',
        src: 'loadConfirm',
        input: loadInput,
        onDone: [
          {
            guard: { type: 'needsRecalc', params: ({ event }) => event.output },
            target: 'recalculating',
            actions: { type: 'keepOffer', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'keepOffer', params: ({ event }) => event.output } },
        ],
        onError: [
          // A held push is settled by the order, offer or not (a taken offer may answer "already requested").
          { guard: 'held', target: 'settling', actions: { type: 'keepError', params: (args) => failure(args).error } },
          {
            target: 'loadFailed',
            actions: [
              { type: 'keepError', params: (args) => failure(args).error },
              { type: 'announceFailure', params: failure },
            ],
          },
        ],
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'confirm.retry': 'loading', 'hold.seen': { target: 'settling', actions: 'holdSeen' } },
    },
    recalculating: {
      tags: ['recalculating'],
      after: { recalcReload: { target: 'loading', actions: 'markReload' } },
    },
    ready: {
      // A push held on the device (before a reload, or by another tab) is settled before Confirm is taken.
      // Settled with no offer read (it failed while held): the offer is read now.
      always: [
        { guard: 'held', target: 'settling' },
        { guard: 'noOffer', target: 'loading' },
      ],
      on: {
        'contract.toggle': { actions: 'toggleAgreed' },
        'loan.submit': { guard: and(['agreed', 'offerUsable']), target: 'submitting' },
        'hold.seen': { target: 'settling', actions: 'holdSeen' },
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
            target: 'settling',
            actions: [{ type: 'keepPushError', params: (args) => failure(args).error }, 'holdFromNow'],
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
    /**
     * A push held: its answer lost here, or another tab's (docs/decisions/0133). Nothing is pushed; the
     * order is read at 2, 5, 10, 20 and 40 s (answers requested now, never kept ones) until it shows the loan.
     */
    settling: {
      tags: ['held'],
      initial: 'waiting',
      on: {
        'details.open': { actions: 'openOwnDetails' },
        'hold.cleared': clearedElsewhere,
      },
      states: {
        waiting: {
          always: { guard: 'readDue', target: 'reading' },
          after: { nextRead: 'reading' },
        },
        reading: {
          invoke: {
            id: 'readOrder',
            src: 'readOrder',
            input: orderInput,
            onDone: [
              { guard: { type: 'taken', params: ({ event }) => event.output }, target: '#confirmLoan.taken' },
              { guard: 'lastRead', target: '#confirmLoan.ready', actions: [{ type: 'releaseHold', params: { taken: false } }, 'markNotTaken'] },
              { target: 'waiting', actions: 'nextRead' },
            ],
            onError: [
              { guard: 'lastRead', target: '#confirmLoan.pushUnknown', actions: 'endHold' },
              { target: 'waiting', actions: 'nextRead' },
            ],
          },
        },
      },
    },
    /** The hold has passed and the order could not be read: still unknown. Only a read of the order settles it. */
    pushUnknown: {
      tags: ['error'],
      on: {
        'details.open': { actions: 'openOwnDetails' },
        'order.check': 'checking',
        'hold.seen': { target: 'settling', actions: 'holdSeen' },
        'hold.cleared': clearedElsewhere,
      },
    },
    /** One more read of the order, asked for by the borrower. */
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkOrder',
        src: 'readOrder',
        input: orderInput,
        onDone: [
          { guard: { type: 'taken', params: ({ event }) => event.output }, target: 'taken' },
          { target: 'ready', actions: [{ type: 'releaseHold', params: { taken: false } }, 'markNotTaken'] },
        ],
        onError: { target: 'pushUnknown', actions: { type: 'announceFailure', params: failure } },
      },
    },
    pushFailed: {
      tags: ['error'],
      on: {
        'contract.toggle': { target: 'ready', actions: 'toggleAgreed' },
        'loan.submit': { guard: 'agreed', target: 'submitting' },
        'hold.seen': { target: 'settling', actions: 'holdSeen' },
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
    /** The order shows the loan taken: the page goes on as after a push that answered, to the order's details. */
    taken: {
      tags: ['busy'],
      entry: ['endHold', { type: 'releaseHold', params: { taken: true } }, 'openOwnDetails'],
    },
  },
});
