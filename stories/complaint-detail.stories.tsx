import type { Meta, StoryObj } from '@storybook/react-vite';
import { complaintDetailMachine, type ComplaintDetailContext } from '../machines/complaint-detail/complaint-detail.machine';
import { ratingMachine } from '../machines/rating/rating.machine';
import { MachineOptionsProvider } from '../src/session/machine-options';
import ComplaintDetailPage from '../src/flows/complaint/complaint-detail-page';
import { businessError, complaintDetail, detailEmptyReply, detailNeedScore } from './support/complaint-fixtures';
import { stateStory, type MachineStateParameter } from './support/state-story';

export default {
  title: 'Flows/Complaint detail',
  parameters: { route: '/complainDetails?problemId=1000' },
} satisfies Meta;

const at = (over: Partial<ComplaintDetailContext> = {}): ComplaintDetailContext => ({
  problemId: '1000',
  detail: complaintDetail,
  error: null,
  ...over,
});

export const Loading = stateStory(complaintDetailMachine, ComplaintDetailPage, 'loading', at({ detail: null }));
export const Failed = stateStory(complaintDetailMachine, ComplaintDetailPage, 'failed', at({ detail: null, error: businessError }));
export const Settled = stateStory(complaintDetailMachine, ComplaintDetailPage, { loaded: 'settled' }, at(), { name: 'Loaded (with reply)' });
export const SettledEmptyReply = stateStory(complaintDetailMachine, ComplaintDetailPage, { loaded: 'settled' }, at({ detail: detailEmptyReply }), {
  name: 'Loaded (empty reply: block hidden)',
});
export const AwaitingRating = stateStory(complaintDetailMachine, ComplaintDetailPage, { loaded: 'awaitingRating' }, at({ detail: detailNeedScore }));

/** The rating modal open over the detail: both machines held still. */
export const RatingOpen: StoryObj = {
  parameters: { machineState: { machineId: complaintDetailMachine.id, value: { loaded: 'ratingOpen' } } satisfies MachineStateParameter },
  render: () => {
    const detail = complaintDetailMachine.resolveState({ value: { loaded: 'ratingOpen' }, context: at({ detail: detailNeedScore }) });
    const rating = ratingMachine.resolveState({ value: 'picking', context: { stars: 0, error: null } });
    return (
      <MachineOptionsProvider value={{ snapshots: { [complaintDetailMachine.id]: detail, [ratingMachine.id]: rating } }}>
        <ComplaintDetailPage />
      </MachineOptionsProvider>
    );
  },
};

/** Its link without a usable value it acts on (docs/decisions/0092-acted-on-values.md). */
export const LinkRefused: StoryObj = {
  name: 'Link refused (problemId missing)',
  parameters: { route: '/complainDetails' },
  render: () => <ComplaintDetailPage />,
};
