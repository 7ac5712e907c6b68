import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { paymentInstructionsMachine, type PaymentInstructionsContext } from '../../machines/payment-instructions/payment-instructions.machine';
import { describeMachineModel, type SuiteRun } from '../helpers/machine-suite';
import { everyEvent, type SpecRow } from '../helpers/spec-table';
import type { MachineRun } from '../helpers/machine-runner';
import {
  businessError,
  freshVoucher,
  keptVoucher,
  networkError,
  paymentInstructionsInput,
  paymentInstructionsModel,
  PHONE_SAVED_AT,
  phoneVoucher,
} from './payment-instructions.model';

// The payment code page (SPEC 16; docs/decisions/0131): loading, then the voucher or a failure with
// Retry. Going back or forward, the voucher kept for the entry is shown while the same call, made
// again, takes the fresh answer: its code is copied and drawn only once that answer confirms it; if
// that answer fails, the kept code stays, marked as not confirmed, and Check again asks once more.
// With no connection (docs/decisions/0136), the page's call gives the code kept on the phone: shown
// offline, with when it was given, and checked with a fresh answer on Check again or once connected.
const ctx = (run: MachineRun) => run.actor.getSnapshot().context as PaymentInstructionsContext;
const code = (run: MachineRun) => ctx(run).data?.repayDetail.vCode;
const calls = (run: MachineRun, id: string) => run.actors.calls.filter((c) => c.id === id);
/** What each run showed as a toast (a business error's own message, SPEC 8), kept per actor. */
const toasts = new WeakMap<AnyActorRef, unknown[]>();
const announced = (run: MachineRun) => toasts.get(run.actor) ?? [];

const E = {
  fresh: { type: 'xstate.done.actor.load', output: freshVoucher },
  kept: { type: 'xstate.done.actor.load', output: keptVoucher },
  offline: { type: 'xstate.error.actor.load', error: networkError },
  refused: { type: 'xstate.error.actor.load', error: businessError },
  confirmed: { type: 'xstate.done.actor.recheck', output: freshVoucher },
  recheckOffline: { type: 'xstate.error.actor.recheck', error: networkError },
  recheckRefused: { type: 'xstate.error.actor.recheck', error: businessError },
  retry: { type: 'page.retry' },
  fromPhone: { type: 'xstate.done.actor.load', output: phoneVoucher },
  recheckFromPhone: { type: 'xstate.done.actor.recheck', output: phoneVoucher },
};
const phoneCode = '93001234511111';
const keptCode = '93001234500000';

const transitions: SpecRow<SuiteRun>[] = [
  { from: 'loading', event: E.fresh, to: 'loaded', then: (run) => expect(code(run)).toBe('93001234567890') },
  { from: 'loading', event: E.offline, to: 'failed', then: (run) => expect(ctx(run).error).toBe(networkError) },
  {
    from: 'loading',
    event: E.refused,
    to: 'failed',
    note: 'its message a toast',
    then: (run) => {
      expect(ctx(run).error).toBe(businessError);
      expect(announced(run).at(-1)).toBe(businessError);
    },
  },
  { from: 'failed', via: [E.offline], event: E.retry, to: 'loading', then: (run) => expect(calls(run, 'load')).toHaveLength(2) },
  // A kept answer: shown, and the same call made again at once for the fresh one.
  {
    from: 'loading',
    event: E.kept,
    to: 'checking',
    then: (run) => {
      expect(code(run)).toBe('93001234500000');
      expect(calls(run, 'recheck')).toEqual([{ id: 'recheck', input: paymentInstructionsInput }]);
    },
  },
  {
    from: 'checking',
    event: E.confirmed,
    to: 'loaded',
    note: 'the fresh code replaces the kept one',
    then: (run) => expect(code(run)).toBe('93001234567890'),
  },
  // The fresh answer failed: no failure screen, the kept code stays, not confirmed.
  {
    from: 'checking',
    event: E.recheckOffline,
    to: 'unconfirmed',
    then: (run) => {
      expect(code(run)).toBe('93001234500000');
      expect(ctx(run).error).toBe(networkError);
    },
  },
  {
    from: 'checking',
    event: E.recheckRefused,
    to: 'unconfirmed',
    note: 'its message a toast',
    then: (run) => {
      expect(code(run)).toBe('93001234500000');
      expect(announced(run).at(-1)).toBe(businessError);
    },
  },
  {
    from: 'unconfirmed',
    via: [E.kept, E.recheckOffline],
    event: E.retry,
    to: 'checking',
    note: 'Check again: asks once more, the kept code still shown',
    then: (run) => {
      expect(calls(run, 'recheck')).toHaveLength(2);
      expect(calls(run, 'load')).toHaveLength(1);
      expect(code(run)).toBe('93001234500000');
    },
  },
  // No connection: the code kept on the phone, with when the server gave it.
  {
    from: 'loading',
    event: E.fromPhone,
    to: 'offline',
    then: (run) => {
      expect(code(run)).toBe(phoneCode);
      expect(ctx(run).data?.savedAt).toBe(PHONE_SAVED_AT);
      expect(ctx(run).error).toBeNull();
    },
  },
  {
    from: 'offline',
    via: [E.fromPhone],
    event: E.retry,
    to: 'checking',
    note: 'Check again, or connected again: the same call, for a fresh answer; the phone code shown meanwhile',
    then: (run) => {
      expect(calls(run, 'recheck')).toEqual([{ id: 'recheck', input: paymentInstructionsInput }]);
      expect(code(run)).toBe(phoneCode);
    },
  },
  {
    from: 'checking',
    via: [E.fromPhone, E.retry],
    event: E.recheckFromPhone,
    to: 'offline',
    note: 'still no connection: the phone code again',
    then: (run) => {
      expect(code(run)).toBe(phoneCode);
      expect(ctx(run).data?.savedAt).toBe(PHONE_SAVED_AT);
    },
  },
  {
    from: 'checking',
    via: [E.fromPhone, E.retry],
    event: E.confirmed,
    to: 'loaded',
    note: 'confirmed by a fresh answer: the fresh code, no longer from the phone',
    then: (run) => {
      expect(code(run)).toBe('93001234567890');
      expect(ctx(run).data?.savedAt).toBeUndefined();
    },
  },
];

describeMachineModel('payment-instructions', paymentInstructionsMachine, {
  ...paymentInstructionsModel,
  provide: {
    actions: {
      announceFailure: ({ self }: { self: AnyActorRef }, p: { error: unknown }) => void toasts.set(self, [...(toasts.get(self) ?? []), p.error]),
    },
  },
  transitions,
  every: everyEvent(paymentInstructionsMachine, { 'page.retry': { type: 'page.retry' } }),
  states: {
    loading: (run) => {
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(calls(run, 'load').at(-1)).toEqual({ id: 'load', input: paymentInstructionsInput });
    },
    // A kept voucher: shown, never as the current one; nothing fails on screen.
    checking: (run) => {
      expect([keptCode, phoneCode]).toContain(code(run));
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(false);
      expect(run.actor.getSnapshot().hasTag('error')).toBe(false);
      expect(calls(run, 'recheck').at(-1)).toEqual({ id: 'recheck', input: paymentInstructionsInput });
    },
    unconfirmed: (run) => {
      expect([keptCode, phoneCode]).toContain(code(run));
      expect(ctx(run).error?.kind).toMatch(/network|business/);
      expect(run.actor.getSnapshot().hasTag('error')).toBe(false);
    },
    offline: (run) => {
      expect(code(run)).toBe(phoneCode);
      expect(ctx(run).data?.savedAt).toBe(PHONE_SAVED_AT);
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(false);
      expect(run.actor.getSnapshot().hasTag('error')).toBe(false);
    },
    loaded: (run) => {
      expect(code(run)).toBe('93001234567890');
      expect(ctx(run).error).toBeNull();
      expect(ctx(run).data?.savedAt).toBeUndefined();
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(false);
    },
    failed: (run) => {
      expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
      expect(ctx(run).data).toBeNull();
      expect(ctx(run).error?.kind).toMatch(/network|business/);
    },
  },
});
