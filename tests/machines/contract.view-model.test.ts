import { describe, expect, it } from 'vitest';
import { apiError } from '../../src/api/errors';
import { contractMachine, type ContractContext, type ContractEvent } from '../../machines/contract/contract.machine';
import { contractIntents, selectContractView } from '../../machines/contract/contract.view-model';
import { contractFixture, contractInput } from './contract.model';

const at = (value: string, context: Partial<ContractContext> = {}) =>
  contractMachine.resolveState({ value, context: { ...contractInput, contract: null, error: null, ...context } });

describe('the contract view model', () => {
  it('shows loading, the loaded agreement or the failure', () => {
    expect(selectContractView(at('loading'))).toEqual({ status: 'loading', contract: null, error: null });
    expect(selectContractView(at('loaded', { contract: contractFixture }))).toEqual({ status: 'loaded', contract: contractFixture, error: null });
    const business = apiError({ kind: 'business', code: '3004', message: 'No se encontró el contrato de este pedido.' });
    expect(selectContractView(at('failed', { error: business }))).toEqual({ status: 'failed', contract: null, error: business });
    const network = apiError({ kind: 'network' });
    expect(selectContractView(at('failed', { error: network })).error?.kind).toBe('network');
  });

  it('sends a retry', () => {
    const sent: ContractEvent[] = [];
    contractIntents((event) => sent.push(event)).onRetry();
    expect(sent).toEqual([{ type: 'contract.retry' }]);
  });
});
