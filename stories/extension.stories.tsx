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
/** Back or forward: the kept detail while the fresh answer comes; nothing paid with, copied or drawn (docs/decisions/0139). */
export const Checking = stateStory(extensionMachine, ExtensionPage, 'checking', at({ ...delayDetail, kept: true }), {
  name: 'Checking (kept detail, not acted on)',
});
/** The fresh answer did not come: the kept detail stays, marked as not confirmed, with Check again; no failure screen. */
export const Unconfirmed = stateStory(
  extensionMachine,
  ExtensionPage,
  'unconfirmed',
  at({ ...delayDetail, kept: true }, apiError({ kind: 'network' })),
  { name: 'Unconfirmed (the fresh answer did not come)' },
);

/** Its link without a usable value it acts on (docs/decisions/0092-acted-on-values.md). */
export const LinkRefused: StoryObj = {
  name: 'Link refused (productId missing)',
  parameters: { route: '/repay/delay?orderId=240518001' },
  render: () => <ExtensionPage />,
};
