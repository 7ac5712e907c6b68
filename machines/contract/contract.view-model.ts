import type { SnapshotFrom } from 'xstate';
import type { ApiError, ContractDetail } from '../../src/api';
import type { ContractEvent, contractMachine } from './contract.machine';

export type ContractStatus = 'loading' | 'loaded' | 'failed';

/** What the loan agreement page shows, from its snapshot; the view turns a failure into its text. */
export interface ContractViewModel {
  status: ContractStatus;
  contract: ContractDetail | null;
  error: ApiError | null;
}

export function selectContractView(s: SnapshotFrom<typeof contractMachine>): ContractViewModel {
  return {
    status: s.matches('loaded') ? 'loaded' : s.matches('failed') ? 'failed' : 'loading',
    contract: s.context.contract,
    error: s.context.error,
  };
}

/** What the borrower can do on the loan agreement page: load it again after a failure. */
export function contractIntents(send: (event: ContractEvent) => void) {
  return { onRetry: () => send({ type: 'contract.retry' }) };
}
