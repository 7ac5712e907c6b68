import { expect } from 'vitest';
import { contractMachine, type ContractContext } from '../../machines/contract/contract.machine';
import { describeMachineModel } from '../helpers/machine-suite';
import { everyEvent } from '../helpers/spec-table';
import { contractFixture, contractModel } from './contract.model';
import { apiError } from '../../src/api';

const loaded = { type: 'xstate.done.actor.loadContract', output: contractFixture };
const notFound = {
  type: 'xstate.error.actor.loadContract',
  error: apiError({ kind: 'business', code: '3004', message: 'No se encontró el contrato de este pedido.' }),
};
const offline = { type: 'xstate.error.actor.loadContract', error: apiError({ kind: 'network' }) };
const RETRY = { type: 'contract.retry' };

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
  every: everyEvent(contractMachine, {
    'contract.retry': { type: 'contract.retry' },
  }),
  // SPEC 8: a contract load failure shows the server's message (offline: the network message); Retry
  // loads again; a loaded contract has no retry.
  transitions: [
    { from: 'loading', event: loaded, to: 'loaded' },
    {
      from: 'loading',
      event: notFound,
      to: 'failed',
      then: (run) => expect(ctx(run).error?.message).toBe('No se encontró el contrato de este pedido.'),
    },
    { from: 'loading', event: offline, to: 'failed', then: (run) => expect(ctx(run).error?.kind).toBe('network') },
    { from: 'failed', via: [notFound], event: RETRY, to: 'loading' },
  ],
});
