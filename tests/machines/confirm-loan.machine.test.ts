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
  check: { type: 'offer.check' },
  stillOffered: (overrides: Parameters<typeof confirmOffer>[0] = {}) => ({ type: 'xstate.done.actor.checkOffer', output: confirmOffer(overrides) }),
  checkFailed: {
    type: 'xstate.error.actor.checkOffer',
    error: apiError({ kind: 'business', code: '3001', message: 'Ya tiene un préstamo en curso.' }),
  },
};
const lost = [C.loaded(), C.submit, C.pushLost(apiError({ kind: 'timeout' }))];

const ctx = (run: MachineRun) => run.actor.getSnapshot().context as ConfirmLoanContext;

describeMachineModel('confirmLoan', confirmLoanMachine, {
  ...confirmLoanModel,
  provide: {
    actions: {
      reportConfirm: (_: unknown, p: { productId: string }) => void calls.push(`report ${p.productId}`),
      goToDetails: (_: unknown, p: { url: string }) => void calls.push(`go ${p.url}`),
      openOwnDetails: () => void calls.push('own details'),
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
    // Nothing can send the push again from here: only the order, or a fresh read of the offer.
    pushUnknown: (run) => {
      expect(run.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(false);
      expect(run.actors.pending.has('pushLoan')).toBe(false);
      expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
    },
    checking: (run) => {
      const expected = ctx(run).reloaded ? { productId: '7', isType: 1 } : { productId: '7' };
      expect(run.actors.pending.get('checkOffer')?.input).toEqual(expected);
      expect(run.actors.pending.has('pushLoan')).toBe(false);
      expect(run.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(false);
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
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
    'offer.check': { type: 'offer.check' },
  }),
  // SPEC 4 "Confirm flow": isNeedPop 1 shows the modal and 5.5 s later reloads with isType=1 (once);
  // Submit only with the contract box ticked (ticked at first); success goes to the details page. An
  // offer whose amount cannot be sent back is not confirmed (0067); a details address the allow-list
  // refuses is not followed (its own details link instead); a failed load or push can be retried.
  // A push whose answer never came (timeout, dropped connection, a gateway's 502 or 504, or an answer
  // that cannot be read) is not sent again until a fresh read of the offer shows it did not take
  // (docs/decisions/0128, issue 43 point 4).
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
    { from: 'submitting', via: [C.loaded(), C.submit], event: C.pushLost(apiError({ kind: 'timeout' })), to: 'pushUnknown', note: 'timeout' },
    { from: 'submitting', via: [C.loaded(), C.submit], event: C.pushLost(apiError({ kind: 'network' })), to: 'pushUnknown', note: 'dropped' },
    { from: 'submitting', via: [C.loaded(), C.submit], event: C.pushLost(apiError({ kind: 'http', status: 502 })), to: 'pushUnknown', note: '502' },
    { from: 'submitting', via: [C.loaded(), C.submit], event: C.pushLost(apiError({ kind: 'http', status: 504 })), to: 'pushUnknown', note: '504' },
    {
      from: 'submitting',
      via: [C.loaded(), C.submit],
      event: C.pushLost(apiError({ kind: 'badBody', detail: 'not JSON' })),
      to: 'pushUnknown',
      note: 'unreadable',
    },
    {
      from: 'submitting',
      via: [C.loaded(), C.submit],
      event: C.pushLost(apiError({ kind: 'http', status: 500 })),
      to: 'pushFailed',
      note: 'the origin answered 500',
    },
    {
      from: 'pushUnknown',
      via: lost,
      event: { type: 'details.open' },
      to: 'pushUnknown',
      then: () => expect(calls).toContain('own details'),
    },
    { from: 'pushUnknown', via: lost, event: C.check, to: 'checking' },
    {
      from: 'checking',
      via: [...lost, C.check],
      event: C.stillOffered(),
      to: 'ready',
      then: (run) => {
        expect(ctx(run).notTaken).toBe(true);
        expect(run.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(true);
      },
    },
    { from: 'checking', via: [...lost, C.check], event: C.stillOffered({ isNeedPop: 1 }), to: 'recalculating' },
    { from: 'checking', via: [...lost, C.check], event: C.checkFailed, to: 'pushUnknown' },
    {
      from: 'ready',
      via: [...lost, C.check, C.stillOffered()],
      event: C.submit,
      to: 'submitting',
      note: 'after the read showed the push did not take',
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
