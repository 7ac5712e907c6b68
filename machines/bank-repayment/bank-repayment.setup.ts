// The bank-card repayment machine's setup: its events, the actors the page supplies, its guards and
// actions. The states that use them are in bank-repayment.machine.ts.
import { assign, fromPromise, not, or, setup, stateIn } from 'xstate';
import { countdownMachine, SMS_COUNTDOWN_SECONDS, type CountdownTick } from '../shared/countdown';
import type { BankRepaymentContext } from './bank-repayment.context';
import {
  REPAY_CODE_MIN,
  type AmountAnswer,
  type AmountInput,
  type CommitInput,
  type CommitResult,
  type ConfirmInput,
  type PendingCommit,
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
    readPending: fromPromise<RestoredCommit | null, { orderId: string }>(notProvided('readPending')),
    loadAmount: fromPromise<AmountAnswer, AmountInput>(notProvided('loadAmount')),
    loadWay: fromPromise<RepayWay, { orderId: string }>(notProvided('loadWay')),
    commit: fromPromise<CommitResult, CommitInput>(notProvided('commit')),
    confirm: fromPromise<void, ConfirmInput>(notProvided('confirm')),
    huichao: fromPromise<{ url: string }, { userId: string; orderId: string; amount: string }>(notProvided('huichao')),
    countdown: countdownMachine,
  },
  guards: {
    hasPending: (_, pending: RestoredCommit | null) => pending !== null,
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
    restorePending: assign((_, restored: RestoredCommit | null) => {
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
    // Side effects the page supplies: sessionStorage, navigation, leaving for the payment site.
    persistPending: () => {},
    clearPending: () => {},
    goToLoanDetail: () => {},
    redirect: () => {},
  },
});
