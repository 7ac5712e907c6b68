// Extension (delay) repayment: loads the delay detail (fee, new date, plan rows, pay channels).
// States: loading -> loaded | failed; page.retry in failed loads again (machines/shared/page-data.ts).
import type { DelayDetail } from '../../src/api/instalment';
import type { OrderInput } from '../../src/api/loan';
import { failure } from '../shared/failure';
import { pageDataSetup, type PageDataContext } from '../shared/page-data';

export const extensionMachine = pageDataSetup<DelayDetail, OrderInput>().createMachine({
  id: 'extension',
  context: ({ input }) => ({ input, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'loadData',
        input: ({ context }) => context.input,
        onDone: { target: 'loaded', actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'keepError', params: failure },
            { type: 'announceFailure', params: failure },
          ],
        },
      },
    },
    loaded: {},
    failed: {
      tags: ['error'],
      on: { 'page.retry': 'loading' },
    },
  },
});
export type ExtensionContext = PageDataContext<DelayDetail, OrderInput>;
