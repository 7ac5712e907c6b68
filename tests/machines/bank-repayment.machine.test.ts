import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import { bankRepaymentMachine, type BankRepaymentContext } from '../../machines/bank-repayment/bank-repayment.machine';
import type {
  AmountAnswer,
  AmountInput,
  CommitInput,
  CommitResult,
  PendingCommit,
  PendingRead,
} from '../../machines/bank-repayment/bank-repayment.types';
import { describeMachineModel } from '../helpers/machine-suite';
import { everyEvent } from '../helpers/spec-table';
import type { MachineRun } from '../helpers/machine-runner';
import { bankRepaymentModel, redirectUrl, repayCards, repayInput, shownAmount, stoppedAmount, storedPending } from './bank-repayment.model';

const flush = () => new Promise((r) => setTimeout(r, 0));
const ctx = (run: MachineRun) => run.actor.getSnapshot().context as BankRepaymentContext;
const lastCall = (run: MachineRun, id: string) => run.actors.calls.filter((c) => c.id === id).at(-1)?.input;

/** The side effects of one run, kept per actor so a path's checks never see another path's. */
interface SideEffects {
  persisted: (PendingCommit | null)[];
  cleared: number;
  detail: number;
  redirects: string[];
  /** Every effect in order: 'persist', 'clear', 'detail', 'redirect'. */
  log: string[];
  /** The run has shown the SMS step (a pending commit was then stored). */
  sawSmsStep: boolean;
}
const effectsByActor = new WeakMap<AnyActorRef, SideEffects>();
function effectsOf(actor: AnyActorRef): SideEffects {
  let effects = effectsByActor.get(actor);
  if (!effects) {
    effects = { persisted: [], cleared: 0, detail: 0, redirects: [], log: [], sawSmsStep: false };
    effectsByActor.set(actor, effects);
  }
  return effects;
}
type ActionArgs = { context: BankRepaymentContext; self: AnyActorRef };

/** The kept countdown child runs on the simulated clock: a tick is one second, its end the rest. */
const countdownEvents = {
  'countdown.tick': async (_e: EventObject, run: MachineRun) => {
    run.clock.increment(1000);
    await flush();
  },
  'xstate.done.actor.countdown': async (_e: EventObject, run: MachineRun) => {
    for (let i = 0; i < 61 && run.actor.getSnapshot().matches({ pay: { smsStep: { timer: 'counting' } } }); i++) run.clock.increment(1000);
    await flush();
  },
};

/** The bank-card page's events, for the spec's transitions (the model's payloads). */
const B = {
  noPending: { type: 'xstate.done.actor.readPending', output: null },
  pending: { type: 'xstate.done.actor.readPending', output: storedPending },
  amount: { type: 'xstate.done.actor.loadAmount', output: shownAmount },
  amountStopped: { type: 'xstate.done.actor.loadAmount', output: stoppedAmount },
  amountFailed: { type: 'xstate.error.actor.loadAmount', error: { kind: 'network' } },
  way: { type: 'xstate.done.actor.loadWay', output: { online: true, repayToken: 'rt_1', cards: repayCards } },
  wayFailed: { type: 'xstate.error.actor.loadWay', error: { kind: 'network' } },
  /** Going back or forward: the kept answer first, then the same call again for the fresh one (docs/decisions/0128). */
  keptWay: { type: 'xstate.done.actor.loadWay', output: { online: true, repayToken: 'rt_kept', cards: repayCards, kept: true } },
  freshWay: { type: 'xstate.done.actor.recheckWay', output: { online: true, repayToken: 'rt_2', cards: [repayCards[1]!] } },
  freshFailed: { type: 'xstate.error.actor.recheckWay', error: { kind: 'network' } },
  select: (index: number) => ({ type: 'card.select', index }),
  pay: { type: 'pay.submit' },
  needCode: { type: 'xstate.done.actor.commit', output: { needValid: true, repayRecordId: 'RP1' } },
  noCode: { type: 'xstate.done.actor.commit', output: { needValid: false, repayRecordId: 'RP1' } },
  commitFailed: { type: 'xstate.error.actor.commit', error: { kind: 'business', code: '800005', message: '' } },
  pendingUnread: { type: 'xstate.error.actor.readPending', error: { kind: 'storage' } },
  redirect: { type: 'xstate.done.actor.huichao', output: { url: redirectUrl } },
  redirectFailed: { type: 'xstate.error.actor.huichao', error: { kind: 'refused' } },
  resent: { type: 'xstate.done.actor.resend', output: { needValid: true, repayRecordId: 'RP1' } },
  resendFailed: { type: 'xstate.error.actor.resend', error: { kind: 'network' } },
  code: (value: string) => ({ type: 'code.change', value }),
  submitCode: { type: 'code.submit' },
  confirmed: { type: 'xstate.done.actor.confirm' },
  confirmFailed: { type: 'xstate.error.actor.confirm', error: { kind: 'business', code: '800006', message: '' } },
  /** No answer, a server error, a body that is not the envelope: the payment may have gone through (0133). */
  commitLost: (error: Record<string, unknown>) => ({ type: 'xstate.error.actor.commit', error }),
  confirmLost: { type: 'xstate.error.actor.confirm', error: { kind: 'http', status: 502 } },
  held: { type: 'xstate.done.actor.readPending', output: { heldFor: 0 } },
  wait: { type: 'xstate.after.nextRead.bankRepayment.pay.commitUnknown.waiting' },
  read: (paid: boolean) => ({ type: 'xstate.done.actor.readRepayment', output: { paid } }),
  readFailed: { type: 'xstate.error.actor.readRepayment', error: { kind: 'network' } },
  seen: (elapsed: number) => ({ type: 'hold.seen', elapsed }),
  cleared: (taken: boolean) => ({ type: 'hold.cleared', taken }),
  check: { type: 'repay.check' },
};
/** The amount shown, no pending commit, the cards in: the borrower chooses. */
const READY = [B.amount, B.noPending, B.way];
/** The amount shown, the kept cards on screen, the fresh answer on its way. */
const KEPT = [B.amount, B.noPending, B.keptWay];
/** A second of the resend countdown (the kept child on the simulated clock). */
const TICK = { type: 'countdown.tick' };
/** The rest of the resend countdown, to its end. */
const COUNTED = { type: 'xstate.done.actor.countdown' };
const RESEND = { type: 'sms.resend' };
/** Card chosen, paid, and the bank asks for a code. */
const SMS_STEP = [...READY, B.select(0), B.pay, B.needCode];
/** Paid, and the commit's answer lost: the hold starts. */
const HELD = [...READY, B.select(0), B.pay, B.commitLost({ kind: 'network' })];
/** Four reads that do not show it paid: the fifth, at 40 s, ends the hold. */
const LAST_READ = [...HELD, ...[1, 2, 3, 4].flatMap(() => [B.wait, B.read(false)]), B.wait];

describeMachineModel('bankRepayment', bankRepaymentMachine, {
  ...bankRepaymentModel,
  keepActors: ['countdown'],
  events: countdownEvents,
  provide: {
    actions: {
      persistPending: ({ context, self }: ActionArgs) => {
        effectsOf(self).persisted.push(context.pending);
        effectsOf(self).log.push('persist');
      },
      clearPending: ({ self }: ActionArgs) => {
        effectsOf(self).cleared += 1;
        effectsOf(self).log.push('clear');
      },
      goToLoanDetail: ({ self }: ActionArgs) => {
        effectsOf(self).detail += 1;
        effectsOf(self).log.push('detail');
      },
      redirect: ({ context, self }: ActionArgs) => {
        effectsOf(self).redirects.push(context.redirectUrl);
        effectsOf(self).log.push('redirect');
      },
    },
  } as never,
  states: {
    'amount.loading': (run) =>
      expect(lastCall(run, 'loadAmount')).toEqual({ orderId: 'O1', couponId: { ok: true, value: 'C7' }, source: repayInput.amount }),
    'amount.shown': (run) => expect(ctx(run)).toMatchObject({ amount: '150000', couponId: 'C7', stop: null }),
    'amount.unusable': (run) => {
      expect(ctx(run)).toMatchObject({ amount: '', stop: { value: 'withholdingAmount', reason: 'unusable' } });
      expect(run.actor.getSnapshot().can({ type: 'pay.submit' })).toBe(false);
      expect(run.actor.getSnapshot().can({ type: 'online.pay' })).toBe(false);
    },
    'amount.failed': (run) => {
      expect(ctx(run).amount).toBe('');
      expect(run.actor.getSnapshot().can({ type: 'pay.submit' })).toBe(false);
    },
    'pay.restoring': (run) => expect(lastCall(run, 'readPending')).toEqual({ orderId: 'O1' }),
    'pay.loading': (run) => {
      expect(lastCall(run, 'loadWay')).toEqual({ orderId: 'O1' });
      // Back from the SMS step (Cancel): the pending commit was cleared on the way (SPEC 4).
      const effects = effectsOf(run.actor);
      // So from a held payment found still owed (0133): any commit kept for it is cleared too.
      if (effects.sawSmsStep || ctx(run).notice?.kind === 'notPaid') expect(effects.log.at(-1)).toBe('clear');
      else expect(effects.cleared).toBe(0);
    },
    'pay.choosing': (run) => {
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(false);
      // Pay is taken only once the amount is shown.
      const shown = run.actor.getSnapshot().matches({ amount: 'shown' });
      expect(run.actor.getSnapshot().can({ type: 'pay.submit' })).toBe(shown);
    },
    // Nothing is paid with a kept repayToken: Pay and Pay online wait for the fresh answer; a card may be chosen.
    'pay.checking': (run) => {
      expect(ctx(run).repayToken).toBe('rt_kept');
      expect(lastCall(run, 'recheckWay')).toEqual({ orderId: 'O1' });
      expect(run.actor.getSnapshot().can({ type: 'pay.submit' })).toBe(false);
      expect(run.actor.getSnapshot().can({ type: 'online.pay' })).toBe(false);
    },
    'pay.unconfirmed': (run) => {
      expect(ctx(run).repayToken).toBe('rt_kept');
      expect(run.actor.getSnapshot().can({ type: 'pay.submit' })).toBe(false);
      expect(run.actor.getSnapshot().can({ type: 'online.pay' })).toBe(false);
    },
    'pay.committing': (run) => {
      const card = repayCards[ctx(run).selected]!;
      expect(lastCall(run, 'commit')).toEqual({
        amount: '150000',
        bankName: card.bankName,
        cardId: card.id,
        cardNo: card.cardNo,
        couponId: 'C7',
        orderId: 'O1',
        repayToken: ctx(run).repayToken,
        bankCode: card.bankCode,
        sendMsg: 0,
      });
      // Never the kept token: only one a fresh answer gave.
      expect(['rt_1', 'rt_2']).toContain(ctx(run).repayToken);
      // A second tap while the commit runs is not taken: still one commit in flight.
      const commits = run.actors.calls.filter((c) => c.id === 'commit').length;
      run.actor.send({ type: 'pay.submit' });
      expect(run.actors.calls.filter((c) => c.id === 'commit')).toHaveLength(commits);
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
    },
    'pay.redirecting': (run) => expect(lastCall(run, 'huichao')).toEqual({ userId: 'U5', orderId: 'O1', amount: '150000' }),
    'pay.smsStep': (run) => {
      effectsOf(run.actor).sawSmsStep = true;
      const { pending } = ctx(run);
      expect(pending?.repayRecordId).toBe('RP1');
      if (pending !== storedPending) expect(effectsOf(run.actor).persisted.at(-1)).toEqual(pending);
      expect(run.actor.getSnapshot().can({ type: 'pay.submit' })).toBe(false);
    },
    // A resend carries the pending commit's card, token, amount and coupon: the ones committed.
    'pay.smsStep.timer.resending': (run) => {
      const { pending } = ctx(run);
      expect(lastCall(run, 'resend')).toMatchObject({
        sendMsg: 1,
        cardId: pending?.card.id,
        repayToken: pending?.repayToken,
        amount: pending === storedPending ? '120000' : '150000',
        couponId: pending === storedPending ? '' : 'C7',
      });
    },
    'pay.smsStep.code.confirming': (run) =>
      expect(lastCall(run, 'confirm')).toEqual({ orderId: 'O1', verifyCode: '123456', repaymentRecordId: 'RP1' }),
    // Paid: the borrow detail opens, once; a pending commit kept for the SMS step is cleared first,
    // and a payment with no SMS step stores and clears nothing.
    'pay.paid': (run) => {
      const effects = effectsOf(run.actor);
      expect(effects.detail).toBe(1);
      expect(effects.redirects).toEqual([]);
      // After the SMS step, or a payment held (0133), the kept commit is cleared before the detail opens.
      expect(effects.log.at(-1)).toBe('detail');
      if (effects.sawSmsStep) expect(effects.log.at(-2)).toBe('clear');
      else expect(effects.log.filter((e) => e === 'persist')).toEqual([]);
    },
    'pay.redirected': (run) => {
      const effects = effectsOf(run.actor);
      expect(effects.redirects).toEqual(['https://pay.example.com/huichao/O1']);
      expect(effects.detail).toBe(0);
      expect(effects.log.at(-1)).toBe('redirect');
    },
  },
  every: everyEvent(bankRepaymentMachine, {
    'load.retry': { type: 'load.retry' },
    'amount.retry': { type: 'amount.retry' },
    'card.select': { type: 'card.select', index: 1 },
    'pay.submit': { type: 'pay.submit' },
    'online.pay': { type: 'online.pay' },
    'code.change': { type: 'code.change', value: '123456' },
    'code.submit': { type: 'code.submit' },
    'sms.resend': { type: 'sms.resend' },
    'sms.cancel': { type: 'sms.cancel' },
    'countdown.tick': { type: 'countdown.tick', remaining: 30 },
    'repay.check': { type: 'repay.check' },
    'hold.seen': { type: 'hold.seen', elapsed: 0 },
    'hold.cleared': { type: 'hold.cleared', taken: true },
  }),
  // SPEC 4 "Repayment store": no card chosen at first, then a card, then Pay; needValid 1 opens the
  // SMS step with repayRecordId kept, otherwise the borrow detail; a confirmed code closes the step
  // and opens the borrow detail; Cancel resets the timer. SPEC 8 "Repayment responses": a failure
  // shows its message and leaves the choice as it was. 0092: Pay waits for an amount it can send.
  transitions: [
    { from: 'amount.loading', event: B.amount, to: 'amount.shown' },
    { from: 'amount.loading', event: B.amountStopped, to: 'amount.unusable' },
    { from: 'amount.loading', event: B.amountFailed, to: 'amount.failed' },
    { from: 'amount.failed', via: [B.amountFailed], event: { type: 'amount.retry' }, to: 'amount.loading' },
    { from: 'pay.restoring', event: B.noPending, to: 'pay.loading' },
    // A stored commit that cannot be read is no commit: the cards load and the borrower chooses.
    { from: 'pay.restoring', event: B.pendingUnread, to: 'pay.loading', then: (run) => expect(ctx(run).pending).toBeNull() },
    { from: 'pay.restoring', via: [B.amount], event: B.pending, to: 'pay.smsStep', then: (run) => expect(ctx(run).pending).toBe(storedPending) },
    { from: 'pay.loading', via: [B.noPending], event: B.way, to: 'pay.choosing', then: (run) => expect(ctx(run).selected).toBe(-1) },
    { from: 'pay.loading', via: [B.noPending], event: B.wayFailed, to: 'pay.loadFailed' },
    { from: 'pay.loadFailed', via: [B.noPending, B.wayFailed], event: { type: 'load.retry' }, to: 'pay.loading' },
    // A kept answer (Back or forward, docs/decisions/0128): shown, never paid with, until the fresh one confirms it.
    { from: 'pay.loading', via: [B.noPending], event: B.keptWay, to: 'pay.checking' },
    { from: 'pay.checking', via: KEPT, event: B.select(1), to: 'pay.checking', then: (run) => expect(ctx(run).selected).toBe(1) },
    {
      from: 'pay.checking',
      via: [...KEPT, B.select(1)],
      event: B.freshWay,
      to: 'pay.choosing',
      // The fresh token; the card chosen stays chosen by its id, at its new place.
      then: (run) => expect(ctx(run)).toMatchObject({ repayToken: 'rt_2', selected: 0, cards: [repayCards[1]] }),
    },
    {
      from: 'pay.checking',
      via: KEPT,
      event: B.freshFailed,
      to: 'pay.unconfirmed',
      then: (run) => expect(ctx(run).notice).toEqual({ kind: 'network' }),
    },
    { from: 'pay.unconfirmed', via: [...KEPT, B.freshFailed], event: B.select(0), to: 'pay.unconfirmed' },
    {
      from: 'pay.unconfirmed',
      via: [...KEPT, B.freshFailed],
      event: { type: 'load.retry' },
      to: 'pay.checking',
      then: (run) => expect(ctx(run).notice).toBeNull(),
    },
    {
      from: 'pay.choosing',
      via: [...KEPT, B.select(0), B.freshWay],
      event: B.pay,
      to: 'pay.choosing',
      note: 'the card chosen on the kept answer is no longer listed',
      then: (run) => expect(ctx(run)).toMatchObject({ selected: -1, notice: { kind: 'chooseCard' } }),
    },
    {
      from: 'pay.choosing',
      via: READY,
      event: B.pay,
      to: 'pay.choosing',
      then: (run) => {
        expect(ctx(run).notice).toEqual({ kind: 'chooseCard' });
        expect(lastCall(run, 'commit')).toBeUndefined();
      },
    },
    { from: 'pay.choosing', via: [...READY, B.select(1)], event: B.pay, to: 'pay.committing' },
    {
      from: 'pay.choosing',
      via: [B.amountStopped, B.noPending, B.way, B.select(0)],
      event: B.pay,
      to: 'pay.choosing',
      then: (run) => expect(lastCall(run, 'commit')).toBeUndefined(),
    },
    {
      from: 'pay.committing',
      via: [...READY, B.select(0), B.pay],
      event: B.needCode,
      to: 'pay.smsStep',
      then: (run) => expect(effectsOf(run.actor).persisted).toHaveLength(1),
    },
    { from: 'pay.committing', via: [...READY, B.select(0), B.pay], event: B.noCode, to: 'pay.paid' },
    {
      from: 'pay.committing',
      via: [...READY, B.select(0), B.pay],
      event: B.commitFailed,
      to: 'pay.choosing',
      then: (run) => expect(ctx(run)).toMatchObject({ selected: 0, notice: { kind: 'duplicate' } }),
    },
    // A payment whose answer never came (docs/decisions/0133): Pay waits while the order is read at 2, 5,
    // 10, 20 and 40 s; paid goes on as paid; still owed after the hold offers Pay again, saying so.
    {
      from: 'pay.committing',
      via: [...READY, B.select(0), B.pay],
      event: B.commitLost({ kind: 'network' }),
      to: 'pay.commitUnknown.waiting',
      note: 'dropped',
      then: (run) => expect(run.actor.getSnapshot().can(B.pay)).toBe(false),
    },
    {
      from: 'pay.committing',
      via: [...READY, B.select(0), B.pay],
      event: B.commitLost({ kind: 'timeout' }),
      to: 'pay.commitUnknown.waiting',
      note: 'timeout',
      then: (run) => expect(run.actor.getSnapshot().can(B.pay)).toBe(false),
    },
    {
      from: 'pay.committing',
      via: [...READY, B.select(0), B.pay],
      event: B.commitLost({ kind: 'http', status: 500 }),
      to: 'pay.commitUnknown.waiting',
      note: '500',
      then: (run) => expect(run.actor.getSnapshot().can(B.pay)).toBe(false),
    },
    {
      from: 'pay.committing',
      via: [...READY, B.select(0), B.pay],
      event: B.commitLost({ kind: 'http', status: 502 }),
      to: 'pay.commitUnknown.waiting',
      note: '502 behind the proxy',
      then: (run) => expect(run.actor.getSnapshot().can(B.pay)).toBe(false),
    },
    {
      from: 'pay.committing',
      via: [...READY, B.select(0), B.pay],
      event: B.commitLost({ kind: 'http', status: 522 }),
      to: 'pay.commitUnknown.waiting',
      note: "a CDN's 52x",
      then: (run) => expect(run.actor.getSnapshot().can(B.pay)).toBe(false),
    },
    {
      from: 'pay.committing',
      via: [...READY, B.select(0), B.pay],
      event: B.commitLost({ kind: 'http', status: 408 }),
      to: 'pay.commitUnknown.waiting',
      note: '408',
      then: (run) => expect(run.actor.getSnapshot().can(B.pay)).toBe(false),
    },
    {
      from: 'pay.committing',
      via: [...READY, B.select(0), B.pay],
      event: B.commitLost({ kind: 'badBody', detail: 'not JSON' }),
      to: 'pay.commitUnknown.waiting',
      note: 'not the envelope',
      then: (run) => expect(run.actor.getSnapshot().can(B.pay)).toBe(false),
    },
    {
      from: 'pay.commitUnknown.waiting',
      via: HELD,
      event: B.wait,
      to: 'pay.commitUnknown.reading',
      then: (run) => expect(run.clock.now()).toBe(2000),
    },
    { from: 'pay.commitUnknown.reading', via: [...HELD, B.wait], event: B.read(true), to: 'pay.paid' },
    {
      from: 'pay.commitUnknown.reading',
      via: [...HELD, B.wait],
      event: B.read(false),
      to: 'pay.commitUnknown.waiting',
      note: 'one read never settles it',
    },
    { from: 'pay.commitUnknown.reading', via: [...HELD, B.wait], event: B.readFailed, to: 'pay.commitUnknown.waiting', note: 'a failed read' },
    {
      from: 'pay.commitUnknown.reading',
      via: LAST_READ,
      event: B.read(false),
      to: 'pay.loading',
      note: 'still owed at 40 s: the cards again, Pay offered',
      then: (run) => {
        expect(run.clock.now()).toBe(40_000);
        expect(ctx(run)).toMatchObject({ notice: { kind: 'notPaid' }, hold: null, pending: null });
      },
    },
    { from: 'pay.commitUnknown.reading', via: LAST_READ, event: B.readFailed, to: 'pay.commitUnknown.unread', note: 'the last read failed' },
    { from: 'pay.commitUnknown.unread', via: [...LAST_READ, B.readFailed], event: B.check, to: 'pay.commitUnknown.reading' },
    { from: 'pay.commitUnknown', via: HELD, event: B.cleared(true), to: 'pay.paid', note: 'another tab found it paid' },
    { from: 'pay.commitUnknown', via: HELD, event: B.cleared(false), to: 'pay.loading', note: 'another tab found it owed' },
    { from: 'pay.choosing', via: READY, event: B.seen(0), to: 'pay.commitUnknown.waiting', note: 'another tab holds a payment' },
    { from: 'pay.choosing', via: READY, event: B.seen(3000), to: 'pay.commitUnknown.reading', note: 'its first read already due' },
    { from: 'pay.restoring', event: B.held, to: 'pay.commitUnknown', note: 'a payment held on the phone (a reload cut it)' },
    { from: 'pay.smsStep.code.confirming', via: [...SMS_STEP, B.code('123456'), B.submitCode], event: B.confirmLost, to: 'pay.commitUnknown' },
    { from: 'pay.choosing', via: READY, event: B.select(1), to: 'pay.choosing', then: (run) => expect(ctx(run).selected).toBe(1) },
    { from: 'pay.choosing', via: READY, event: { type: 'online.pay' }, to: 'pay.redirecting' },
    {
      from: 'pay.redirecting',
      via: [...READY, { type: 'online.pay' }],
      event: B.redirectFailed,
      to: 'pay.choosing',
      then: (run) => expect(effectsOf(run.actor).redirects).toEqual([]),
    },
    { from: 'pay.redirecting', via: [...READY, { type: 'online.pay' }], event: B.redirect, to: 'pay.redirected' },
    {
      from: 'pay.smsStep.code.editing',
      via: [...SMS_STEP, B.code('12345')],
      event: B.submitCode,
      to: 'pay.smsStep.code.editing',
      then: (run) => expect(ctx(run).notice).toEqual({ kind: 'shortCode' }),
    },
    { from: 'pay.smsStep.code.editing', via: [...SMS_STEP, B.code('123456')], event: B.submitCode, to: 'pay.smsStep.code.confirming' },
    { from: 'pay.smsStep.code.confirming', via: [...SMS_STEP, B.code('123456'), B.submitCode], event: B.confirmed, to: 'pay.paid' },
    {
      from: 'pay.smsStep.code.confirming',
      via: [...SMS_STEP, B.code('123456'), B.submitCode],
      event: B.confirmFailed,
      to: 'pay.smsStep.code.editing',
      then: (run) => expect(ctx(run)).toMatchObject({ code: '123456', notice: { kind: 'wrongCode' } }),
    },
    // The resend label counts down from 60 s (SPEC 4); at its end a resend is offered, which
    // counts again once the bank has sent the code, and a failed resend says so and offers it again.
    {
      from: 'pay.smsStep.timer.counting',
      via: SMS_STEP,
      event: TICK,
      to: 'pay.smsStep.timer.counting',
      then: (run) => expect(ctx(run).remaining).toBe(59),
    },
    {
      from: 'pay.smsStep.timer.counting',
      via: SMS_STEP,
      event: COUNTED,
      to: 'pay.smsStep.timer.ready',
      then: (run) => expect(ctx(run).remaining).toBe(60),
    },
    { from: 'pay.smsStep.timer.ready', via: [...SMS_STEP, COUNTED], event: RESEND, to: 'pay.smsStep.timer.resending' },
    { from: 'pay.smsStep.timer.resending', via: [...SMS_STEP, COUNTED, RESEND], event: B.resent, to: 'pay.smsStep.timer.counting' },
    {
      from: 'pay.smsStep.timer.resending',
      via: [...SMS_STEP, COUNTED, RESEND],
      event: B.resendFailed,
      to: 'pay.smsStep.timer.ready',
      then: (run) => expect(ctx(run).notice).not.toBeNull(),
    },
    // What is typed in the code box is kept as typed (trimmed when sent).
    {
      from: 'pay.smsStep.code.editing',
      via: SMS_STEP,
      event: B.code('12 34'),
      to: 'pay.smsStep.code.editing',
      then: (run) => expect(ctx(run).code).toBe('12 34'),
    },
    {
      // Cancel is the code box's, whatever the timer shows; not while a code is being checked.
      from: 'pay.smsStep.code.editing',
      via: [...SMS_STEP, TICK, TICK],
      event: { type: 'sms.cancel' },
      to: 'pay.loading',
      then: (run) => expect(ctx(run)).toMatchObject({ remaining: 60, pending: null }),
    },
  ],
});

describe('bankRepayment SMS step timer', () => {
  const start = () => {
    const clock = new SimulatedClock();
    const logic = bankRepaymentMachine.provide({
      actors: {
        readPending: fromPromise<PendingRead, { orderId: string }>(async () => storedPending),
        loadAmount: fromPromise<AmountAnswer, AmountInput>(async () => shownAmount),
        commit: fromPromise<CommitResult, CommitInput>(async () => ({ needValid: true, repayRecordId: 'RP2' })),
      },
    });
    const actor = createActor(logic, { input: repayInput, clock }).start();
    return { clock, actor };
  };
  const settle = () => vi.waitFor(() => undefined);

  it('counts the resend label from 60 to 1 a second at a time, then resets to 60 and offers a resend', async () => {
    const { clock, actor } = start();
    await settle();
    await flush();
    expect(actor.getSnapshot().matches({ pay: { smsStep: { timer: 'counting' } } })).toBe(true);
    const seen: number[] = [actor.getSnapshot().context.remaining];
    for (let i = 0; i < 59; i++) {
      clock.increment(1000);
      seen.push(actor.getSnapshot().context.remaining);
    }
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i));
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ pay: { smsStep: { timer: 'ready' } } })).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    actor.send({ type: 'sms.resend' });
    await flush();
    expect(actor.getSnapshot().matches({ pay: { smsStep: { timer: 'counting' } } })).toBe(true);
    expect(actor.getSnapshot().context.pending?.repayRecordId).toBe('RP2');
    clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    actor.stop();
  });

  it('cancel mid-count resets the timer to 60 and stops the countdown', async () => {
    const { clock, actor } = start();
    await flush();
    for (let i = 0; i < 5; i++) clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(55);
    actor.send({ type: 'sms.cancel' });
    expect(actor.getSnapshot().value).toEqual({ amount: 'shown', pay: 'loading' });
    expect(actor.getSnapshot().context.remaining).toBe(60);
    expect(actor.getSnapshot().context.pending).toBeNull();
    for (let i = 0; i < 5; i++) clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    actor.stop();
  });
});
