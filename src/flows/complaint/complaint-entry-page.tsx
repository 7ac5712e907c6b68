import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { complaintEntryMachine } from '../../../machines/complaint-entry/complaint-entry.machine';
import { complaintEntryIntents, selectComplaintEntryView } from '../../../machines/complaint-entry/complaint-entry.view-model';
import { fetchProblemInit } from '../../api';
import { useApiClients } from '../../api/use-api-clients';
import { paths } from '../../config/paths';
import { useFlowActor } from '../shared/use-flow-actor';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { registerMessages, useI18n } from '../../i18n';
import { useSession, withCommonQuery } from '../../session';
import { useToast } from '../../ui';
import { complaintMessages } from '../../i18n/messages/complaint';
import { ComplaintEntryView } from './complaint-entry-view';

registerMessages(complaintMessages);

/** The complaint destination: current order, order list, question types and collection sub-types. */
export default function ComplaintEntryPage() {
  const api = useApiClients();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useI18n();
  const announceFailure = useAnnounceFailure();
  const actor = useFlowActor(
    complaintEntryMachine,
    {
      actors: { loadInit: fromPromise(({ input }: { input: { orderId: string } }) => fetchProblemInit(api, input.orderId || undefined)) },
      actions: {
        announceFailure,
        toastCollectionBlocked: () => toast.show(t('complaint.collectionBlocked'), { kind: 'error' }),
        goToForm: (_: unknown, p: { problemType: string; problemSonType: string; orderNo: string }) =>
          navigate(withCommonQuery(paths.complaintForm, session, p)),
        goToList: () => navigate(withCommonQuery(paths.complaintList, session)),
      },
    },
    { orderId: session.commonQuery.orderId ?? '' },
  );
  const view = useFlowView(actor, selectComplaintEntryView);
  const intents = useIntents(actor, complaintEntryIntents);
  return <ComplaintEntryView {...view} {...intents} />;
}
