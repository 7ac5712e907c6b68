import { beforeEach, expect } from 'vitest';
import { loanDetailsMachine, type LoanDetailsContext } from '../../machines/loan-details/loan-details.machine';
import { apiError } from '../../src/api/errors';
import { orderDetails } from '../../stories/support/loan-fixtures';
import { describeMachineModel } from '../helpers/machine-suite';
import { everyEvent } from '../helpers/spec-table';
import type { MachineRun } from '../helpers/machine-runner';
import { loanDetailsModel } from './loan-details.model';

const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
});

/** The details page's events, for the spec's transitions. */
const L = {
  loaded: (status: number, isDelay: 0 | 1) => ({ type: 'xstate.done.actor.loadDetails', output: orderDetails(status, { isDelay }) }),
  failed: { type: 'xstate.error.actor.loadDetails', error: apiError({ kind: 'business', code: '1', message: 'Pedido no encontrado' }) },
  repay: { type: 'repay.start' },
  extend: { type: 'extension.open' },
};

const ctx = (run: MachineRun) => run.actor.getSnapshot().context as LoanDetailsContext;
/** ARCHITECTURE: the `busy` and `error` tags drive the spinner and the failure; each state has its own, or none. */
const expectTags = (run: MachineRun, tags: string[]) => expect([...run.actor.getSnapshot().tags].sort()).toEqual(tags);
const can = (run: MachineRun, type: string) => run.actor.getSnapshot().can({ type } as never);

describeMachineModel('loanDetails', loanDetailsMachine, {
  ...loanDetailsModel,
  provide: {
    actions: {
      goRepay: () => void calls.push('repay'),
      goExtension: () => void calls.push('extension'),
      borrowAgain: (_: unknown, p: { productId: string }) => void calls.push(`again ${p.productId}`),
    },
  },
  states: {
    loading: (run) => {
      expect(run.actors.pending.get('loadDetails')?.input).toEqual({ productId: '7', orderId: '240518001' });
      expectTags(run, ['busy']);
    },
    loadFailed: (run) => {
      expect(ctx(run).error?.kind).toBe('business');
      expectTags(run, ['error']);
    },
    repayable: (run) => {
      expectTags(run, []);
      expect([174, 180]).toContain(ctx(run).order?.orderStatus);
      expect(can(run, 'repay.start')).toBe(true);
      expect(can(run, 'extension.open')).toBe(ctx(run).order?.isDelay === 1);
      expect(can(run, 'loan.again')).toBe(false);
    },
    settled: (run) => {
      expectTags(run, []);
      expect(ctx(run).order?.orderStatus).toBe(200);
      expect(can(run, 'loan.again')).toBe(true);
      expect(can(run, 'repay.start')).toBe(false);
      expect(calls.filter((c) => c !== 'again 7')).toEqual([]);
    },
    viewing: (run) => {
      expectTags(run, []);
      expect([174, 180, 200]).not.toContain(ctx(run).order?.orderStatus);
      for (const type of ['repay.start', 'extension.open', 'loan.again']) expect(can(run, type)).toBe(false);
    },
    extensionReminder: (run) => {
      expectTags(run, []);
      expect(ctx(run).order?.isDelay).toBe(1);
      expect(calls).toEqual([]);
    },
  },
  every: everyEvent(loanDetailsMachine, {
    'details.retry': { type: 'details.retry' },
    'repay.start': { type: 'repay.start' },
    'extension.open': { type: 'extension.open' },
    'loan.again': { type: 'loan.again' },
    'reminder.extend': { type: 'reminder.extend' },
    'reminder.repay': { type: 'reminder.repay' },
    'reminder.close': { type: 'reminder.close' },
  }),
  // SPEC 4 "Order status": 174 and 180 repay (and, with isDelay '1', extend); 200 borrows again;
  // every other code (21, 151, 110, one unknown) shows the status only. SPEC 4 "Extension reminder
  // modal on repay": one choice extends, 'no need' repays. A failed load can be retried.
  transitions: [
    ...(
      [
        [21, 0, 'viewing'],
        [151, 0, 'viewing'],
        [110, 0, 'viewing'],
        [999, 0, 'viewing'],
        [174, 0, 'repayable'],
        [174, 1, 'repayable'],
        [180, 0, 'repayable'],
        [180, 1, 'repayable'],
        [200, 0, 'settled'],
        [200, 1, 'settled'],
        [21, 1, 'viewing'],
      ] as const
    ).map(([status, isDelay, to]) => ({ from: 'loading', event: L.loaded(status, isDelay), to, note: `status ${status}, isDelay ${isDelay}` })),
    { from: 'loading', event: L.failed, to: 'loadFailed' },
    { from: 'loadFailed', via: [L.failed], event: { type: 'details.retry' }, to: 'loading' },
    { from: 'repayable', via: [L.loaded(180, 0)], event: L.repay, to: 'repayable', then: () => expect(calls).toEqual(['repay']) },
    { from: 'repayable', via: [L.loaded(174, 0)], event: L.extend, to: 'repayable', then: () => expect(calls).toEqual([]) },
    { from: 'repayable', via: [L.loaded(174, 1)], event: L.repay, to: 'extensionReminder', then: () => expect(calls).toEqual([]) },
    { from: 'repayable', via: [L.loaded(180, 1)], event: L.extend, to: 'repayable', then: () => expect(calls).toEqual(['extension']) },
    {
      from: 'extensionReminder',
      via: [L.loaded(174, 1), L.repay],
      event: { type: 'reminder.extend' },
      to: 'repayable',
      then: () => expect(calls).toEqual(['extension']),
    },
    {
      from: 'extensionReminder',
      via: [L.loaded(174, 1), L.repay],
      event: { type: 'reminder.repay' },
      to: 'repayable',
      then: () => expect(calls).toEqual(['repay']),
    },
    {
      from: 'extensionReminder',
      via: [L.loaded(174, 1), L.repay],
      event: { type: 'reminder.close' },
      to: 'repayable',
      then: () => expect(calls).toEqual([]),
    },
    { from: 'settled', via: [L.loaded(200, 0)], event: { type: 'loan.again' }, to: 'settled', then: () => expect(calls).toEqual(['again 7']) },
  ],
});
