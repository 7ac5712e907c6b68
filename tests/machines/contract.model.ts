import { apiError, type ContractDetail } from '../../src/api';
import type { ContractContext } from '../../machines/contract/contract.machine';

export const contractFixture: ContractDetail = {
  userName: 'María Fernanda López García',
  productName: 'Lendo Cash Express',
  amount: 300000,
  bankNo: '**** **** **** 4821',
  daiDate: '2026-05-18',
  planDate: '2026-08-17',
  contractAmount: 308190,
  commission: 30000,
  Interest: 8190,
  IVA: 6110,
  giveAmount: 263890,
  userAddress: 'Calle Miguel Hidalgo 45, Col. Centro, Guadalajara, Jalisco',
  // Not the payment date: every shown value differs from the others, so a wrong field cannot pass by coincidence.
  contractDate: '2026-05-16',
  company: 'Lendo Cash S.A. de C.V.',
};

export const contractInput = { orderNo: 'MX240518001' };

/** The contract page's model: the load answers, fails with the server's message, or fails on the network. */
export const contractModel = {
  input: contractInput,
  cases: {
    'xstate.done.actor.loadContract': [{ output: contractFixture }],
    'xstate.error.actor.loadContract': [
      { error: apiError({ kind: 'business', code: '3004', message: 'No se encontró el contrato de este pedido.' }) },
      { error: apiError({ kind: 'network' }) },
    ],
  },
  context: (c: ContractContext) => ({ loaded: c.contract !== null, error: c.error ? c.error.message : null }),
};
