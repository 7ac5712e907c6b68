import type { Meta, StoryObj } from '@storybook/react-vite';
import { complaintEntryMachine, type ComplaintEntryContext } from '../machines/complaint-entry/complaint-entry.machine';
import ComplaintEntryPage from '../src/flows/complaint/complaint-entry-page';
import { businessError, orderA, orderB, problemInit } from './support/complaint-fixtures';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Complaint entry',
  parameters: { route: '/complaint?orderId=240518001' },
} satisfies Meta;

const at = (over: Partial<ComplaintEntryContext> = {}): ComplaintEntryContext => ({
  orderId: '240518001',
  init: problemInit,
  current: orderA,
  pickedType: '',
  error: null,
  ...over,
});

export const Loading = stateStory(complaintEntryMachine, ComplaintEntryPage, 'loading', at({ init: null, current: null }));
export const Failed = stateStory(complaintEntryMachine, ComplaintEntryPage, 'failed', at({ init: null, current: null, error: businessError }));
export const Browsing = stateStory(complaintEntryMachine, ComplaintEntryPage, { ready: 'browsing' }, at());
export const BrowsingNoShow = stateStory(complaintEntryMachine, ComplaintEntryPage, { ready: 'browsing' }, at({ current: orderB }), {
  name: 'Browsing (order without collection complaints)',
});
export const PickingOrder = stateStory(complaintEntryMachine, ComplaintEntryPage, { ready: 'pickingOrder' }, at());
export const PickingSonType = stateStory(complaintEntryMachine, ComplaintEntryPage, { ready: 'pickingSonType' }, at({ pickedType: '1' }));

/** Its link without a usable value it acts on (docs/decisions/0092-acted-on-values.md). */
export const LinkRefused: StoryObj = {
  name: 'Link refused (orderId unusable)',
  parameters: { route: '/complaint?orderId=%3Cimg%3E' },
  render: () => <ComplaintEntryPage />,
};
