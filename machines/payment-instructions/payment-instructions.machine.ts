// Payment instructions: generates the voucher for one channel and amount (code, image, steps).
// States: loading -> loaded | failed; page.retry in failed loads again (machines/shared/page-data.ts).
import type { Voucher, VoucherInput } from '../../src/api/voucher';
import { failure } from '../shared/failure';
import { pageDataSetup, type PageDataContext } from '../shared/page-data';

export const paymentInstructionsMachine = pageDataSetup<Voucher, VoucherInput>().createMachine({
  id: 'paymentInstructions',
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
export type PaymentInstructionsContext = PageDataContext<Voucher, VoucherInput>;
