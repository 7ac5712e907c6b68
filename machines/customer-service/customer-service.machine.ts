// Customer service: loads the support phone line and e-mail (get-whatsapp, overall=30).
// States: loading -> loaded | failed; page.retry in failed loads again (machines/shared/page-data.ts).
import type { ServiceInfo } from '../../src/api/problem';
import { failure } from '../shared/failure';
import { pageDataSetup, type PageDataContext } from '../shared/page-data';

/** The call takes no page values. */
export type NoInput = Record<string, never>;

export const customerServiceMachine = pageDataSetup<ServiceInfo, NoInput>().createMachine({
  id: 'customerService',
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
export type CustomerServiceContext = PageDataContext<ServiceInfo, NoInput>;
