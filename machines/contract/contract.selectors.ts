import type { SnapshotFrom } from 'xstate';
import type { contractMachine } from './contract.machine';

type ContractSnapshot = SnapshotFrom<typeof contractMachine>;

export type ContractStatus = 'loading' | 'loaded' | 'failed';

export const selectContractStatus = (s: ContractSnapshot): ContractStatus =>
  s.matches('loaded') ? 'loaded' : s.matches('failed') ? 'failed' : 'loading';
export const selectContract = (s: ContractSnapshot) => s.context.contract;
/** The server's message for a business failure; other failures get the page's generic line. */
export const selectErrorMessage = (s: ContractSnapshot): string | undefined =>
  s.context.error?.kind === 'business' ? s.context.error.message : undefined;
