// Loan agreement page data: loads the contract of the order in the page query and shows it.
// States: loading -> loaded | failed (server message kept; contract.retry -> loading). The page starts it only with an orderNo.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError, ContractDetail } from '../../src/api';
import { failure } from '../shared/failure';

export interface ContractInput {
  orderNo: string;
}

export interface ContractContext {
  orderNo: string;
  contract: ContractDetail | null;
  error: ApiError | null;
}

export type ContractEvent = { type: 'contract.retry' };

export const contractMachine = setup({
  types: {
    context: {} as ContractContext,
    events: {} as ContractEvent,
    input: {} as ContractInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadContract: fromPromise<ContractDetail, { orderNo: string }>(() => Promise.reject(new Error('loadContract not provided'))),
  },
  actions: {
    keepContract: assign({ contract: (_, output: ContractDetail) => output, error: null }),
    keepError: assign({ error: (_, { error }: { error: ApiError }) => error }),
  },
}).createMachine({
  id: 'contract',
  context: ({ input }) => ({ orderNo: input.orderNo, contract: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadContract',
        src: 'loadContract',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: { target: 'loaded', actions: { type: 'keepContract', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepError', params: failure } },
      },
    },
    loaded: {},
    failed: {
      tags: ['error'],
      on: { 'contract.retry': { target: 'loading' } },
    },
  },
});
