import { fromPromise } from 'xstate';
import { complaintDetailMachine } from '../../../machines/complaint-detail/complaint-detail.machine';
import { complaintDetailIntents, selectComplaintDetailView } from '../../../machines/complaint-detail/complaint-detail.view-model';
import { fetchComplaintDetail } from '../../api';
import { useApiClients } from '../../api/use-api-clients';
import { useFlowActor } from '../shared/use-flow-actor';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { config } from '../../config/env';
import { registerMessages, useI18n } from '../../i18n';
import { useSession } from '../../session';
import { PageLoading } from '../../ui';
import { complaintDetailValues } from '../../session/complaint-values';
import { RefusedPage } from '../shared/refused-page';
import { RatingContainer, useRatingActor } from '../shared/rating/rating-container';
import { complaintMessages } from '../../i18n/messages/complaint';
import { ComplaintDetailView } from './complaint-detail-view';

registerMessages(complaintMessages);

/** `/complainDetails?problemId=`: the complaint, the agent's reply, and the rating 3 s after load when asked for. */
export default function ComplaintDetailPage() {
  const session = useSession();
  const { t } = useI18n();
  // The complaint the page loads: without a usable problemId it says why and sends nothing (decision 0092).
  const complaint = complaintDetailValues(session.query);
  if (!complaint.ok)
    return <RefusedPage className="complaint" title={t('complaint.detailTitle')} refused={complaint.refused} pending={<PageLoading />} />;
  return <ComplaintDetail problemId={complaint.value.problemId} userId={session.query.userId ?? ''} />;
}

function ComplaintDetail({ problemId, userId }: { problemId: string; userId: string }) {
  const api = useApiClients();
  // No complaint-score endpoint exists: the rating keeps the score local and opens the store rating for 4-5 stars.
  // The rating actor's view model and intents are RatingContainer's.
  const rating = useRatingActor({ keepAs: `complaint.${problemId}`, userId });
  const announceFailure = useAnnounceFailure();
  const actor = useFlowActor(
    complaintDetailMachine,
    {
      actors: { loadDetail: fromPromise(({ input }: { input: { problemId: string } }) => fetchComplaintDetail(api, input.problemId)) },
      actions: { openRating: () => rating.send({ type: 'rating.open' }), announceFailure },
    },
    { problemId },
  );
  const view = useFlowView(actor, selectComplaintDetailView);
  const intents = useIntents(actor, complaintDetailIntents);
  return <ComplaintDetailView {...view} {...intents} agentName={config.agentFirstName} rating={<RatingContainer actor={rating} />} />;
}
