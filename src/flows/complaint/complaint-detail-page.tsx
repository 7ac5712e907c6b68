import { useSelector } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { complaintDetailMachine } from '../../../machines/complaint-detail/complaint-detail.machine';
import { fetchComplaintDetail } from '../../api';
import { useApiClients } from '../../api/use-api-clients';
import { useFlowActor } from '../shared/use-flow-actor';
import { config } from '../../config/env';
import { registerMessages } from '../../i18n';
import { useSession } from '../../session';
import { RatingContainer, useRatingActor } from '../shared/rating/rating-container';
import { complaintMessages } from '../../i18n/messages/complaint';
import { errorMessage } from './complaint-shared';
import { ComplaintDetailView } from './complaint-detail-view';

registerMessages(complaintMessages);

type Snapshot = SnapshotFrom<typeof complaintDetailMachine>;

const selectStatus = (s: Snapshot) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'loaded');
const selectDetail = (s: Snapshot) => s.context.detail;
const selectError = (s: Snapshot) => errorMessage(s.context.error);

/** `/complainDetails?problemId=`: the complaint, the agent's reply, and the rating 3 s after load when asked for. */
export default function ComplaintDetailPage() {
  const api = useApiClients();
  const session = useSession();
  // No complaint-score endpoint exists: the rating keeps the score local and opens the store rating for 4-5 stars.
  const rating = useRatingActor();
  const actor = useFlowActor(
    complaintDetailMachine,
    {
      actors: { loadDetail: fromPromise(({ input }: { input: { problemId: string } }) => fetchComplaintDetail(api, input.problemId)) },
      actions: { openRating: () => rating.send({ type: 'rating.open' }) },
    },
    { problemId: session.query.problemId ?? '' },
  );
  const status = useSelector(actor, selectStatus);
  const detail = useSelector(actor, selectDetail);
  const error = useSelector(actor, selectError);
  return (
    <ComplaintDetailView
      status={status}
      detail={detail}
      agentName={config.agentFirstName}
      errorMessage={error}
      onRetry={() => actor.send({ type: 'load.retry' })}
      rating={<RatingContainer actor={rating} />}
    />
  );
}
