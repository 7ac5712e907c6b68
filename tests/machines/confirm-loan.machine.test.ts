import { beforeEach, expect } from 'vitest';
import { confirmLoanMachine, type ConfirmLoanContext } from '../../machines/confirm-loan/confirm-loan.machine';
import { describeMachineModel } from '../helpers/machine-suite';
import type { MachineRun } from '../helpers/machine-runner';
import { DETAILS_URL, confirmLoanModel } from './confirm-loan.model';

const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
});

const ctx = (run: MachineRun) => run.actor.getSnapshot().context as ConfirmLoanContext;

describeMachineModel('confirmLoan', confirmLoanMachine, {
  ...confirmLoanModel,
  provide: {
    actions: {
      reportConfirm: (_: unknown, p: { productId: string }) => void calls.push(`report ${p.productId}`),
      goToDetails: (_: unknown, p: { url: string }) => void calls.push(`go ${p.url}`),
    },
  },
  states: {
    loading: (run) => {
      const expected = ctx(run).reloaded ? { productId: '7', isType: 1 } : { productId: '7' };
      expect(run.actors.pending.get('loadConfirm')?.input).toEqual(expected);
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
    },
    loadFailed: (run) => expect(ctx(run).error?.kind).toBe('network'),
    recalculating: (run) => {
      expect(run.actor.getSnapshot().hasTag('recalculating')).toBe(true);
      expect(ctx(run).offer?.isNeedPop).toBe(1);
    },
    ready: (run) => expect(run.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(ctx(run).agreed && typeof ctx(run).offer?.amount === 'number'),
    submitting: (run) => {
      const { offer } = ctx(run);
      expect(run.actors.pending.get('pushLoan')?.input).toEqual({ amount: offer?.amount, periods: '91', termUnit: '1', productId: '7' });
      expect(calls.filter((c) => c === 'report 7').length).toBeGreaterThan(0);
      expect(run.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(false);
    },
    pushFailed: (run) => expect(ctx(run).pushError?.kind).toBe('business'),
    redirectRefused: (run) => {
      expect(ctx(run).detailsUrl).toBeNull();
      expect(calls.some((c) => c.startsWith('go '))).toBe(false);
    },
    leaving: () => expect(calls).toContain(`go ${DETAILS_URL}`),
  },
});
