// The bank-card repayment machine's setup: its events, the actors the page supplies, its guards and
// actions. The states that use them are in bank-repayment.machine.ts.
import { assign, fromPromise, not, or, setup, stateIn } from 'xstate';
import { countdownMachine, SMS_COUNTDOWN_SECONDS, type CountdownTick } from '../shared/countdown';
import { isLastRead, READS_AT, startHold, waitFor } from '../shared/hold';
import { outcomeUnknown } from '../shared/unknown-outcome';
import type { ApiError } from '../../src/api/errors';
import type { BankRepaymentContext } from './bank-repayment.context';
import {
  REPAY_CODE_MIN,
  type AmountAnswer,
  type AmountInput,
  type CommitInput,
  type CommitResult,
  type ConfirmInput,
  isHeld,
  type PendingCommit,
  type PendingRead,
  type RepaymentRead,
  type RestoredCommit,
  type RepayInput,
  type RepayNotice,
  type RepayWay,
} from './bank-repayment.types';

export type BankRepaymentEvent =
  | { type: 'load.retry' }
  | { type: 'amount.retry' }
  | { type: 'card.select'; index: number }
  | { type: 'pay.submit' }
  | { type: 'online.pay' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'sms.resend' }
  | { type: 'sms.cancel' }
  /** Check again, once the hold of an unknown payment has passed with the order unread. */
  | { type: 'repay.check' }
  /** Another tab holds a payment of this order; its hold is `elapsed` ms old. */
  | { type: 'hold.seen'; elapsed: number }
  /** Another tab settled it: the order paid, or not. */
  | { type: 'hold.cleared'; taken: boolean }
  | CountdownTick;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the page`));

export const bankRepaymentSetup = setup({
  types: {
    context: {} as BankRepaymentContext,
    events: {} as BankRepaymentEvent,
    input: {} as RepayInput,
    tags: {} as 'busy',
  },
  actors: {
    readPending: fromPromise<PendingRead, { orderId: string }>(notProvided('readPending')),
    readRepayment: fromPromise<RepaymentRead, { orderId: string }>(notProvided('readRepayment')),
    loadAmount: fromPromise<AmountAnswer, AmountInput>(notProvided('loadAmount')),
    loadWay: fromPromise<RepayWay, { orderId: string }>(notProvided('loadWay')),
    commit: fromPromise<CommitResult, CommitInput>(notProvided('commit')),
    confirm: fromPromise<void, ConfirmInput>(notProvided('confirm')),
    huichao: fromPromise<{ url: string }, { userId: string; orderId: string; amount: string }>(notProvided('huichao')),
    countdown: countdownMachine,
  },
  delays: {
    nextRead: ({ context }) => (context.hold ? waitFor(context.hold.read, context.hold.elapsed) : 0),
  },
  guards: {
    hasPending: (_, pending: PendingRead) => pending !== null,
    held: (_, read: PendingRead) => isHeld(read),
    /** No answer, any 5xx, a 408, a body that is not the envelope: the payment may have gone through (0133). */
    outcomeUnknown: (_, error: ApiError) => outcomeUnknown(error),
    readDue: ({ context }) => context.hold !== null && waitFor(context.hold.read, context.hold.elapsed) === 0,
    paid: (_, read: RepaymentRead) => read.paid,
    lastRead: ({ context }) => context.hold === null || isLastRead(context.hold.read),
    clearedTaken: ({ event }) => event.type === 'hold.cleared' && event.taken,
    amountUsable: (_, answer: AmountAnswer) => answer.ok,
    wayKept: (_, way: RepayWay) => way.kept === true,
    amountShown: stateIn('#bankRepayment.amount.shown'),
    // The SMS step is for a commit already made, with its own amount; the page has left after paid/redirected.
    amountWanted: not(or([stateIn('#bankRepayment.pay.smsStep'), stateIn('#bankRepayment.pay.paid'), stateIn('#bankRepayment.pay.redirected')])),
    needsCode: (_, result: CommitResult) => result.needValid,
    cardChosen: ({ context }) => context.cards[context.selected] !== undefined,
    onlineAvailable: ({ context }) => context.online,
    codeLongEnough: ({ context }) => context.code.trim().length >= REPAY_CODE_MIN,
  },
  actions: {
    keepAmount: assign((_, answer: AmountAnswer) =>
      answer.ok
        ? { amount: answer.amount, couponId: answer.couponId, stop: null }
        : { amount: '', couponId: '', stop: { value: answer.value, reason: answer.reason } },
    ),
    // The resend countdown goes on from where the last code's left it; one already over ends on the next tick.
    restorePending: assign((_, found: PendingRead) => {
      const restored: RestoredCommit | null = found === null || isHeld(found) ? null : found;
      if (!restored) return { pending: null, repayToken: '' };
      const { remaining, ...read } = restored;
      // Read with no seconds left (an older page kept none): the commit itself, as it was stored.
      const pending: PendingCommit = remaining === undefined ? restored : read;
      return { pending, repayToken: pending.repayToken, remaining: Math.min(SMS_COUNTDOWN_SECONDS, Math.max(1, remaining ?? SMS_COUNTDOWN_SECONDS)) };
    }),
    keepWay: assign(({ context }, way: RepayWay) => ({
      cards: way.cards,
      repayToken: way.repayToken,
      online: way.online,
      selected: context.selected < way.cards.length ? context.selected : -1,
    })),
    // The fresh answer replaces the kept one: the card chosen stays chosen by its id, if still listed.
    keepFreshWay: assign(({ context }, way: RepayWay) => {
      const chosen = context.cards[context.selected]?.id;
      return { cards: way.cards, repayToken: way.repayToken, online: way.online, selected: way.cards.findIndex((card) => card.id === chosen) };
    }),
    selectCard: assign(({ context, event }) => ({
      selected: event.type === 'card.select' && event.index >= 0 && event.index < context.cards.length ? event.index : context.selected,
      notice: null,
    })),
    keepCommit: assign(({ context }, result: CommitResult) => {
      const card = context.pending?.card ?? context.cards[context.selected];
      const repayToken = context.pending?.repayToken ?? context.repayToken;
      const amount = context.pending?.amount ?? context.amount;
      const couponId = context.pending?.couponId ?? context.couponId;
      return card ? { pending: { repayRecordId: result.repayRecordId, orderId: context.params.orderId, repayToken, card, amount, couponId } } : {};
    }),
    keepRedirect: assign((_, url: string) => ({ redirectUrl: url })),
    setCode: assign({ code: ({ event, context }) => (event.type === 'code.change' ? event.value : context.code), notice: null }),
    keepRemaining: assign({ remaining: ({ event, context }) => (event.type === 'countdown.tick' ? event.remaining : context.remaining) }),
    resetTimer: assign({ remaining: SMS_COUNTDOWN_SECONDS }),
    resetSms: assign({ remaining: SMS_COUNTDOWN_SECONDS, code: '', pending: null, notice: null }),
    note: assign((_, notice: RepayNotice) => ({ notice })),
    clearNotice: assign({ notice: null }),
    askForCard: assign({ notice: (): RepayNotice => ({ kind: 'chooseCard' }) }),
    askForCode: assign({ notice: (): RepayNotice => ({ kind: 'shortCode' }) }),
    holdFromNow: assign({ hold: () => startHold(0), notice: null }),
    holdFor: assign((_, read: PendingRead) => ({ hold: startHold(isHeld(read) ? read.heldFor : 0) })),
    holdSeen: assign({ hold: ({ event }) => startHold(event.type === 'hold.seen' ? event.elapsed : 0), notice: null }),
    nextRead: assign({
      hold: ({ context }) => {
        const read = context.hold?.read ?? 0;
        return { read: read + 1, elapsed: Math.max(context.hold?.elapsed ?? 0, READS_AT[read] ?? 0) };
      },
    }),
    /** The order still shows the amount owed after the hold: Pay is offered again, with what was found. */
    notPaid: assign({ hold: null, pending: null, code: '', remaining: SMS_COUNTDOWN_SECONDS, notice: (): RepayNotice => ({ kind: 'notPaid' }) }),
    endHold: assign({ hold: null }),
    releaseHold: (_, _params: { taken: boolean }) => {},
    // Side effects the page supplies: sessionStorage, navigation, leaving for the payment site.
    persistPending: () => {},
    // The stored commit's code counted as sent from the resend's tap; answered with an error, the last code's time again.
    markResending: () => {},
    unmarkResending: () => {},
    clearPending: () => {},
    goToLoanDetail: () => {},
    redirect: () => {},
  },
});
