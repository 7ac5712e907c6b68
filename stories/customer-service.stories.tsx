import type { Meta } from '@storybook/react-vite';
import { customerServiceMachine, type CustomerServiceContext } from '../machines/customer-service/customer-service.machine';
import { apiError } from '../src/api/errors';
import CustomerServicePage from '../src/flows/customer-service/customer-service-page';
import { serviceInfo } from './support/repaying-fixtures';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Customer service',
  parameters: { route: '/Dag?productId=7' },
} satisfies Meta;

const at = (data: CustomerServiceContext['data'], error: CustomerServiceContext['error'] = null): CustomerServiceContext => ({
  input: {},
  data,
  error,
});

export const Loading = stateStory(customerServiceMachine, CustomerServicePage, 'loading', at(null));
export const Loaded = stateStory(customerServiceMachine, CustomerServicePage, 'loaded', at(serviceInfo));
export const Failed = stateStory(customerServiceMachine, CustomerServicePage, 'failed', at(null, apiError({ kind: 'network' })), {
  name: 'Failed (offline)',
});
/** Back or forward, were its answer kept: the contacts shown and usable, with a line saying they are being checked (docs/decisions/0139). */
export const Checking = stateStory(customerServiceMachine, CustomerServicePage, 'checking', at({ ...serviceInfo, kept: true }), {
  name: 'Checking (kept contacts)',
});
/** The fresh answer did not come: the kept contacts stay, with a line saying they could not be confirmed, and Check again. */
export const Unconfirmed = stateStory(
  customerServiceMachine,
  CustomerServicePage,
  'unconfirmed',
  at({ ...serviceInfo, kept: true }, apiError({ kind: 'network' })),
  { name: 'Unconfirmed (the fresh answer did not come)' },
);
