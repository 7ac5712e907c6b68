import { expect } from 'vitest';
import { contractMachine, type ContractContext } from '../../machines/contract/contract.machine';
import { describeMachineModel } from '../helpers/machine-suite';
import { contractModel } from './contract.model';

const ctx = (run: { actor: { getSnapshot: () => { context: unknown } } }) => run.actor.getSnapshot().context as ContractContext;

describeMachineModel('contract', contractMachine, {
  ...contractModel,
  states: {
    loading: (run) => {
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      // The load asks for the order of the page query.
      expect(run.actors.calls.at(-1)).toEqual({ id: 'loadContract', input: { orderNo: 'MX240518001' } });
    },
    loaded: (run) => {
      expect(ctx(run).contract?.userName).toBe('María Fernanda López García');
      expect(ctx(run).error).toBeNull();
    },
    failed: (run) => {
      expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
      expect(ctx(run).error).not.toBeNull();
      expect(run.actor.getSnapshot().can({ type: 'contract.retry' })).toBe(true);
    },
  },
});
