import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { complaintListMachine } from '../../../machines/complaint-list/complaint-list.machine';
import { complaintListChoices, complaintListIntents, selectComplaintListView } from '../../../machines/complaint-list/complaint-list.view-model';
import { fetchComplaintList, type ComplaintList } from '../../api';
import { useApiClients } from '../../api/use-api-clients';
import { paths } from '../../config/paths';
import { useFlowActor } from '../shared/use-flow-actor';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { useKeptChoices } from '../shared/use-kept-choices';
import { registerMessages, useI18n } from '../../i18n';
import { readId } from '../../lib/acted-on';
import { useToast } from '../../ui';
import { refusedText } from '../shared/refused-text';
import { useSession, withCommonQuery } from '../../session';
import { complaintMessages } from '../../i18n/messages/complaint';
import { ComplaintListView } from './complaint-list-view';

registerMessages(complaintMessages);

/** `/complaintList`: the borrower's complaints by tab; an item opens its detail. */
export default function ComplaintListPage() {
  const api = useApiClients();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useI18n();
  const announceFailure = useAnnounceFailure();
  const actor = useFlowActor(complaintListMachine, {
    actors: { loadList: fromPromise<ComplaintList, void>(() => fetchComplaintList(api)) },
    actions: {
      // The item's id is the server's, sent on in the detail's link: checked first (decision 0092).
      openDetail: (_: unknown, p: { id: string }) => {
        const problemId = readId(p.id);
        if (problemId.ok) navigate(withCommonQuery(paths.complaintDetail, session, { problemId: problemId.value }));
        else toast.show(refusedText(t, { name: 'problemId', reason: problemId.reason }, 'server'), { kind: 'error' });
      },
      announceFailure,
    },
  });
  const view = useFlowView(actor, selectComplaintListView);
  // The tab shown comes back on going back to the list (docs/decisions/0111).
  const intents = useIntents(useKeptChoices(actor, complaintListChoices, session.query.userId ?? ''), complaintListIntents);
  return <ComplaintListView {...view} {...intents} />;
}
