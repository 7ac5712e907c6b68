import { beforeEach, expect } from 'vitest';
import { confirmLoanMachine, type ConfirmLoanContext } from '../../machines/confirm-loan/confirm-loan.machine';
import { apiError } from '../../src/api/errors';
import { confirmOffer } from '../../stories/support/loan-fixtures';
import { describeMachineModel } from '../helpers/machine-suite';
import { everyEvent } from '../helpers/spec-table';
import type { MachineRun } from '../helpers/machine-runner';
import { DETAILS_URL, confirmLoanModel } from './confirm-loan.model';

const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
});

/** The confirm page's events, for the spec's transitions. */
const C = {
  loaded: (overrides: Parameters<typeof confirmOffer>[0] = {}) => ({ type: 'xstate.done.actor.loadConfirm', output: confirmOffer(overrides) }),
  loadFailed: { type: 'xstate.error.actor.loadConfirm', error: apiError({ kind: 'network' }) },
  reload: { type: 'xstate.after.recalcReload.confirmLoan.recalculating' },
  toggle: { type: 'contract.toggle' },
  submit: { type: 'loan.submit' },
  pushed: (url: string | null) => ({ type: 'xstate.done.actor.pushLoan', output: { url } }),
  pushFailed: {
    type: 'xstate.error.actor.pushLoan',
    error: apiError({ kind: 'business', code: '2001', message: 'No pudimos procesar su solicitud.' }),
  },
  /** The push's answer never came, or a gateway says the origin's did not: the outcome is unknown (docs/decisions/0128). */
  pushLost: (error: ReturnType<typeof apiError>) => ({ type: 'xstate.error.actor.pushLoan', error }),
  check: { type: 'order.check' },
  /** The wait for the next read of the order while a push is held (2, 5, 10, 20, 40 s after its answer was lost). */
  wait: { type: 'xstate.after.nextRead.confirmLoan.settling.waiting' },
  read: (taken: boolean) => ({ type: 'xstate.done.actor.readOrder', output: { taken } }),
  readFailed: { type: 'xstate.error.actor.readOrder', error: apiError({ kind: 'network' }) },
  checked: (taken: boolean) => ({ type: 'xstate.done.actor.checkOrder', output: { taken } }),
  checkFailed: { type: 'xstate.error.actor.checkOrder', error: apiError({ kind: 'http', status: 503 }) },
  seen: (elapsed: number) => ({ type: 'hold.seen', elapsed }),
  cleared: (taken: boolean) => ({ type: 'hold.cleared', taken }),
};
/** The push's answer lost: the hold starts, its first read 2 s on. */
const held = [C.loaded(), C.submit, C.pushLost(apiError({ kind: 'timeout' }))];
/** Four reads that do not show the loan: the fifth, at 40 s, ends the hold. */
const lastRead = [...held, ...[1, 2, 3, 4].flatMap(() => [C.wait, C.read(false)]), C.wait];
/** The hold passed and the last read failed: unknown. */
const lost = [...lastRead, C.readFailed];

const ctx = (run: MachineRun) => run.actor.getSnapshot().context as ConfirmLoanContext;

describeMachineModel('confirmLoan', confirmLoanMachine, {
  ...confirmLoanModel,
  provide: {
    actions: {
      reportConfirm: (_: unknown, p: { productId: string }) => void calls.push(`report ${p.productId}`),
      goToDetails: (_: unknown, p: { url: string }) => void calls.push(`go ${p.url}`),
      openOwnDetails: () => void calls.push('own details'),
      releaseHold: (_: unknown, p: { taken: boolean }) => void calls.push(p.taken ? 'release taken' : 'release open'),
    },
  },
  states: {
    loading: (run) => {
      const expected = ctx(run).reloaded ? { productId: '7', isType: 1 } : { productId: '7' };
      expect(run.actors.pending.get('loadConfirm')?.input).toEqual(expected);
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
    },
    // The view shows its failure, spinner and busy button from these tags (ARCHITECTURE: tags).
    loadFailed: (run) => {
      expect(ctx(run).error?.kind).toBe('network');
      expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
    },
    recalculating: (run) => {
      expect(run.actor.getSnapshot().hasTag('recalculating')).toBe(true);
      expect(ctx(run).offer?.isNeedPop).toBe(1);
    },
    // Submit only with the box ticked and an offer the push can send back: a numeric amount and a
    // period count (0067).
    ready: (run) => {
      const { agreed, offer } = ctx(run);
      expect(run.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(agreed && typeof offer?.amount === 'number' && offer.periods !== '');
    },
    submitting: (run) => {
      const { offer } = ctx(run);
      expect(run.actors.pending.get('pushLoan')?.input).toEqual({ amount: offer?.amount, periods: '91', termUnit: '1', productId: '7' });
      expect(calls.filter((c) => c === 'report 7').length).toBeGreaterThan(0);
      expect(run.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(false);
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      // A new try clears the last one's failure.
      expect(ctx(run).pushError).toBeNull();
    },
    // The server's answer came and said no (a business code, or the origin's own HTTP error).
    pushFailed: (run) => {
      expect(['business', 'http']).toContain(ctx(run).pushError?.kind);
      expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
    },
    // Held (docs/decisions/0133): nothing can send the push; the order is read, never the offer or a kept answer.
    settling: (run) => {
      expect(run.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(false);
      expect(run.actors.pending.has('pushLoan')).toBe(false);
      expect(run.actor.getSnapshot().hasTag('held')).toBe(true);
      expect(ctx(run).hold).not.toBeNull();
    },
    'settling.reading': (run) => {
      expect(run.actors.pending.get('readOrder')?.input).toEqual({ productId: '7', orderId: '240518001' });
    },
    // The hold passed and the order could not be read: only the order, read again, can tell.
    pushUnknown: (run) => {
      expect(run.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(false);
      expect(run.actors.pending.has('pushLoan')).toBe(false);
      expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
    },
    checking: (run) => {
      expect(run.actors.pending.get('checkOrder')?.input).toEqual({ productId: '7', orderId: '240518001' });
      expect(run.actors.pending.has('pushLoan')).toBe(false);
      expect(run.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(false);
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
    },
    // The order shows the loan: on to its details as after an answered push, the hold released as taken.
    taken: (run) => {
      expect(calls).toContain('own details');
      expect(calls).toContain('release taken');
      expect(ctx(run).hold).toBeNull();
    },
    redirectRefused: (run) => {
      expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
      expect(ctx(run).detailsUrl).toBeNull();
      expect(calls.some((c) => c.startsWith('go '))).toBe(false);
    },
    leaving: (run) => {
      expect(calls).toContain(`go ${DETAILS_URL}`);
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
    },
  },
  every: everyEvent(confirmLoanMachine, {
    'contract.toggle': { type: 'contract.toggle' },
    'loan.submit': { type: 'loan.submit' },
    'confirm.retry': { type: 'confirm.retry' },
    'details.open': { type: 'details.open' },
    'order.check': { type: 'order.check' },
    'hold.seen': { type: 'hold.seen', elapsed: 0 },
    'hold.cleared': { type: 'hold.cleared', taken: true },
  }),
  // SPEC 4 "Confirm flow": isNeedPop 1 shows the modal and 5.5 s later reloads with isType=1 (once);
  // Submit only with the contract box ticked (ticked at first); success goes to the details page. An
  // offer whose amount cannot be sent back is not confirmed (0067); a details address the allow-list
  // refuses is not followed (its own details link instead); a failed load or push can be retried.
  // A push whose answer never came (timeout, dropped connection, any 5xx or a CDN's 52x, a 408, an
  // answer that is not the envelope) is held and never sent again until the order, read at 2, 5, 10,
  // 20 and 40 s, shows the loan (on as success) or the hold passes without it (docs/decisions/0128, 0133).
  transitions: [
    { from: 'loading', event: C.loaded({ isNeedPop: 1 }), to: 'recalculating' },
    { from: 'loading', event: C.loaded(), to: 'ready' },
    { from: 'loading', event: C.loadFailed, to: 'loadFailed' },
    { from: 'loadFailed', via: [C.loadFailed], event: { type: 'confirm.retry' }, to: 'loading' },
    { from: 'recalculating', via: [C.loaded({ isNeedPop: 1 })], event: C.reload, to: 'loading' },
    { from: 'loading', via: [C.loaded({ isNeedPop: 1 }), C.reload], event: C.loaded({ isNeedPop: 1 }), to: 'ready' },
    { from: 'ready', via: [C.loaded()], event: C.submit, to: 'submitting' },
    { from: 'ready', via: [C.loaded()], event: C.toggle, to: 'ready' },
    { from: 'ready', via: [C.loaded(), C.toggle], event: C.submit, to: 'ready' },
    { from: 'ready', via: [C.loaded(), C.toggle, C.toggle], event: C.submit, to: 'submitting' },
    { from: 'ready', via: [C.loaded({ amount: 'N/D' })], event: C.submit, to: 'ready' },
    { from: 'ready', via: [C.loaded({ periods: '' })], event: C.submit, to: 'ready', note: 'no periods' },
    { from: 'submitting', via: [C.loaded(), C.submit], event: C.pushed(DETAILS_URL), to: 'leaving' },
    { from: 'submitting', via: [C.loaded(), C.submit], event: C.pushed(null), to: 'redirectRefused' },
    { from: 'submitting', via: [C.loaded(), C.submit], event: C.pushFailed, to: 'pushFailed' },
    { from: 'pushFailed', via: [C.loaded(), C.submit, C.pushFailed], event: C.submit, to: 'submitting' },
    { from: 'pushFailed', via: [C.loaded(), C.submit, C.pushFailed], event: C.toggle, to: 'ready' },
    {
      from: 'submitting',
      via: [C.loaded(), C.submit],
      event: C.pushLost(apiError({ kind: 'timeout' })),
      to: 'settling.waiting',
      note: 'timeout',
      then: (run) => expect(ctx(run).hold).toEqual({ read: 0, elapsed: 0 }),
    },
    {
      from: 'submitting',
      via: [C.loaded(), C.submit],
      event: C.pushLost(apiError({ kind: 'network' })),
      to: 'settling.waiting',
      note: 'dropped',
      then: (run) => expect(ctx(run).hold).toEqual({ read: 0, elapsed: 0 }),
    },
    {
      from: 'submitting',
      via: [C.loaded(), C.submit],
      event: C.pushLost(apiError({ kind: 'http', status: 502 })),
      to: 'settling.waiting',
      note: '502',
      then: (run) => expect(ctx(run).hold).toEqual({ read: 0, elapsed: 0 }),
    },
    {
      from: 'submitting',
      via: [C.loaded(), C.submit],
      event: C.pushLost(apiError({ kind: 'http', status: 504 })),
      to: 'settling.waiting',
      note: '504',
      then: (run) => expect(ctx(run).hold).toEqual({ read: 0, elapsed: 0 }),
    },
    {
      from: 'submitting',
      via: [C.loaded(), C.submit],
      event: C.pushLost(apiError({ kind: 'http', status: 500 })),
      to: 'settling.waiting',
      note: '500: a crash may follow the loan',
      then: (run) => expect(ctx(run).hold).toEqual({ read: 0, elapsed: 0 }),
    },
    {
      from: 'submitting',
      via: [C.loaded(), C.submit],
      event: C.pushLost(apiError({ kind: 'http', status: 520 })),
      to: 'settling.waiting',
      note: "a CDN's 52x",
      then: (run) => expect(ctx(run).hold).toEqual({ read: 0, elapsed: 0 }),
    },
    {
      from: 'submitting',
      via: [C.loaded(), C.submit],
      event: C.pushLost(apiError({ kind: 'http', status: 408 })),
      to: 'settling.waiting',
      note: '408',
      then: (run) => expect(ctx(run).hold).toEqual({ read: 0, elapsed: 0 }),
    },
    {
      from: 'submitting',
      via: [C.loaded(), C.submit],
      event: C.pushLost(apiError({ kind: 'badBody', detail: 'not JSON' })),
      to: 'settling.waiting',
      note: 'not the envelope',
      then: (run) => expect(ctx(run).hold).toEqual({ read: 0, elapsed: 0 }),
    },
    {
      from: 'submitting',
      via: [C.loaded(), C.submit],
      event: C.pushLost(apiError({ kind: 'http', status: 404 })),
      to: 'pushFailed',
      note: 'a 4xx is an answer',
    },
    // Held: the order read at 2, 5, 10, 20 and 40 s (docs/decisions/0133); no push meanwhile.
    { from: 'settling.waiting', via: held, event: C.wait, to: 'settling.reading', then: (run) => expect(run.clock.now()).toBe(2000) },
    { from: 'settling.reading', via: [...held, C.wait], event: C.read(true), to: 'taken', note: 'the loan shows in the order' },
    {
      from: 'settling.reading',
      via: [...held, C.wait],
      event: C.read(false),
      to: 'settling.waiting',
      note: 'not yet: one read never settles it',
      then: (run) => expect(ctx(run).hold).toEqual({ read: 1, elapsed: 2000 }),
    },
    { from: 'settling.reading', via: [...held, C.wait], event: C.readFailed, to: 'settling.waiting', note: 'a failed read waits for the next' },
    {
      from: 'settling.reading',
      via: lastRead,
      event: C.read(false),
      to: 'ready',
      note: 'the last read, at 40 s, shows no loan',
      then: (run) => {
        expect(run.clock.now()).toBe(40_000);
        expect(ctx(run).notTaken).toBe(true);
        expect(calls).toContain('release open');
        expect(run.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(true);
      },
    },
    { from: 'settling.reading', via: lastRead, event: C.readFailed, to: 'pushUnknown', note: 'the last read failed' },
    { from: 'settling', via: held, event: { type: 'details.open' }, to: 'settling', then: () => expect(calls).toContain('own details') },
    { from: 'settling', via: held, event: C.cleared(true), to: 'taken', note: 'another tab found the loan' },
    { from: 'settling', via: held, event: C.cleared(false), to: 'ready', note: 'another tab found none' },
    // Another tab's push, seen here: held the same way, its reads counted from when its answer was lost.
    { from: 'ready', via: [C.loaded()], event: C.seen(0), to: 'settling.waiting' },
    { from: 'ready', via: [C.loaded()], event: C.seen(3000), to: 'settling.reading', note: 'its first read already due' },
    { from: 'loading', event: C.seen(0), to: 'loading', then: (run) => expect(ctx(run).hold).not.toBeNull() },
    { from: 'loading', via: [C.seen(0)], event: C.loaded(), to: 'settling', note: 'held: the offer loads, Confirm waits' },
    { from: 'loading', via: [C.seen(0)], event: C.loadFailed, to: 'settling', note: 'held: a failed load is settled by the order' },
    {
      from: 'settling.reading',
      via: [C.seen(0), C.loadFailed, ...[1, 2, 3, 4, 5].flatMap(() => [C.wait, C.read(false)]).slice(0, -1)],
      event: C.read(false),
      to: 'loading',
      note: 'settled with no offer: it is read now',
    },
    { from: 'loadFailed', via: [C.loadFailed], event: C.seen(0), to: 'settling' },
    { from: 'pushFailed', via: [C.loaded(), C.submit, C.pushFailed], event: C.seen(0), to: 'settling' },
    {
      from: 'pushUnknown',
      via: lost,
      event: { type: 'details.open' },
      to: 'pushUnknown',
      then: () => expect(calls).toContain('own details'),
    },
    { from: 'pushUnknown', via: lost, event: C.check, to: 'checking' },
    { from: 'pushUnknown', via: lost, event: C.seen(0), to: 'settling' },
    { from: 'pushUnknown', via: lost, event: C.cleared(true), to: 'taken' },
    { from: 'pushUnknown', via: lost, event: C.cleared(false), to: 'ready' },
    { from: 'checking', via: [...lost, C.check], event: C.checked(true), to: 'taken' },
    {
      from: 'checking',
      via: [...lost, C.check],
      event: C.checked(false),
      to: 'ready',
      then: (run) => {
        expect(ctx(run).notTaken).toBe(true);
        expect(run.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(true);
      },
    },
    { from: 'checking', via: [...lost, C.check], event: C.checkFailed, to: 'pushUnknown' },
    {
      from: 'ready',
      via: [...lost, C.check, C.checked(false)],
      event: C.submit,
      to: 'submitting',
      note: 'after the order showed the push did not take',
      then: (run) => expect(ctx(run).notTaken).toBe(false),
    },
    {
      from: 'redirectRefused',
      via: [C.loaded(), C.submit, C.pushed(null)],
      event: { type: 'details.open' },
      to: 'redirectRefused',
      then: () => expect(calls).toContain('own details'),
    },
  ],
});
