import { beforeEach, expect } from 'vitest';
import { loanDetailsMachine, type LoanDetailsContext } from '../../machines/loan-details/loan-details.machine';
import { describeMachineModel } from '../helpers/machine-suite';
import type { MachineRun } from '../helpers/machine-runner';
import { loanDetailsModel } from './loan-details.model';

const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
});

const ctx = (run: MachineRun) => run.actor.getSnapshot().context as LoanDetailsContext;
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
    loading: (run) => expect(run.actors.pending.get('loadDetails')?.input).toEqual({ productId: '7', orderId: '240518001' }),
    loadFailed: (run) => expect(ctx(run).error?.kind).toBe('business'),
    repayable: (run) => {
      expect([174, 180]).toContain(ctx(run).order?.orderStatus);
      expect(can(run, 'repay.start')).toBe(true);
      expect(can(run, 'extension.open')).toBe(ctx(run).order?.isDelay === 1);
      expect(can(run, 'loan.again')).toBe(false);
      if (calls.includes('extension')) expect(ctx(run).order?.isDelay).toBe(1);
    },
    settled: (run) => {
      expect(ctx(run).order?.orderStatus).toBe(200);
      expect(can(run, 'loan.again')).toBe(true);
      expect(can(run, 'repay.start')).toBe(false);
      expect(calls.filter((c) => c !== 'again 7')).toEqual([]);
    },
    viewing: (run) => {
      expect([174, 180, 200]).not.toContain(ctx(run).order?.orderStatus);
      for (const type of ['repay.start', 'extension.open', 'loan.again']) expect(can(run, type)).toBe(false);
    },
    extensionReminder: (run) => {
      expect(ctx(run).order?.isDelay).toBe(1);
      expect(calls).toEqual([]);
    },
  },
});
