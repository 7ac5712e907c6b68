import type { Meta, StoryObj } from '@storybook/react-vite';
import { extensionMachine, type ExtensionContext } from '../machines/extension/extension.machine';
import { apiError } from '../src/api/errors';
import ExtensionPage from '../src/flows/extension/extension-page';
import { delayDetail } from './support/repaying-fixtures';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Extension repayment',
  parameters: { route: '/repay/delay?productId=7&orderId=240518001' },
} satisfies Meta;

const input = { productId: '7', orderId: '240518001' };
const at = (data: ExtensionContext['data'], error: ExtensionContext['error'] = null): ExtensionContext => ({ input, data, error });

export const Loading = stateStory(extensionMachine, ExtensionPage, 'loading', at(null));
export const Loaded = stateStory(extensionMachine, ExtensionPage, 'loaded', at(delayDetail));
export const Failed = stateStory(extensionMachine, ExtensionPage, 'failed', at(null, apiError({ kind: 'timeout' })), { name: 'Failed (time-out)' });

/** Its link without a usable value it acts on (docs/decisions/0092-acted-on-values.md). */
export const LinkRefused: StoryObj = {
  name: 'Link refused (productId missing)',
  parameters: { route: '/repay/delay?orderId=240518001' },
  render: () => <ExtensionPage />,
};
