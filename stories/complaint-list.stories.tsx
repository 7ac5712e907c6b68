import type { Meta } from '@storybook/react-vite';
import { complaintListMachine } from '../machines/complaint-list/complaint-list.machine';
import ComplaintListPage from '../src/flows/complaint/complaint-list-page';
import { businessError, complaintList } from './support/complaint-fixtures';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Complaint list',
  parameters: { route: '/complaintList' },
} satisfies Meta;

export const Loading = stateStory(complaintListMachine, ComplaintListPage, 'loading', { list: null, tab: 0, error: null });
export const Failed = stateStory(complaintListMachine, ComplaintListPage, 'failed', { list: null, tab: 0, error: businessError });
export const Loaded = stateStory(complaintListMachine, ComplaintListPage, 'loaded', { list: complaintList, tab: 0, error: null });
export const LoadedSecondTab = stateStory(
  complaintListMachine,
  ComplaintListPage,
  'loaded',
  { list: complaintList, tab: 1, error: null },
  { name: 'Loaded (second tab)' },
);
