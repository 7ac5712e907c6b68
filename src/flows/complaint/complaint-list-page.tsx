import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { complaintListMachine } from '../../../machines/complaint-list/complaint-list.machine';
import { complaintListIntents, selectComplaintListView } from '../../../machines/complaint-list/complaint-list.view-model';
import { fetchComplaintList, type ComplaintList } from '../../api';
import { useApiClients } from '../../api/use-api-clients';
import { paths } from '../../config/paths';
import { useFlowActor } from '../shared/use-flow-actor';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { registerMessages } from '../../i18n';
import { useSession, withCommonQuery } from '../../session';
import { complaintMessages } from '../../i18n/messages/complaint';
import { ComplaintListView } from './complaint-list-view';

registerMessages(complaintMessages);

/** `/complaintList`: the borrower's complaints by tab; an item opens its detail. */
export default function ComplaintListPage() {
  const api = useApiClients();
  const session = useSession();
  const navigate = useNavigate();
  const announceFailure = useAnnounceFailure();
  const actor = useFlowActor(complaintListMachine, {
    actors: { loadList: fromPromise<ComplaintList, void>(() => fetchComplaintList(api)) },
    actions: {
      openDetail: (_: unknown, p: { id: string }) => navigate(withCommonQuery(paths.complaintDetail, session, { problemId: p.id })),
      announceFailure,
    },
  });
  const view = useFlowView(actor, selectComplaintListView);
  const intents = useIntents(actor, complaintListIntents);
  return <ComplaintListView {...view} {...intents} />;
}
