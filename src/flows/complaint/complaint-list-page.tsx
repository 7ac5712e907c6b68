import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { complaintListMachine } from '../../../machines/complaint-list/complaint-list.machine';
import { fetchComplaintList, type ComplaintList } from '../../api';
import { useApiClients } from '../../api/use-api-clients';
import { paths } from '../../config/paths';
import { useFlowActor } from '../shared/use-flow-actor';
import { registerMessages } from '../../i18n';
import { useSession, withCommonQuery } from '../../session';
import { complaintMessages } from '../../i18n/messages/complaint';
import { errorMessage } from './complaint-shared';
import { ComplaintListView } from './complaint-list-view';

registerMessages(complaintMessages);

type Snapshot = SnapshotFrom<typeof complaintListMachine>;

const selectStatus = (s: Snapshot) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'loaded');
const NO_TABS: never[] = [];
const selectTabs = (s: Snapshot) => s.context.list?.tabs ?? NO_TABS;
const selectTab = (s: Snapshot) => s.context.tab;
const selectError = (s: Snapshot) => errorMessage(s.context.error);

/** `/complaintList`: the borrower's complaints by tab; an item opens its detail. */
export default function ComplaintListPage() {
  const api = useApiClients();
  const session = useSession();
  const navigate = useNavigate();
  const actor = useFlowActor(complaintListMachine, {
    actors: { loadList: fromPromise<ComplaintList, void>(() => fetchComplaintList(api)) },
    actions: { openDetail: (_: unknown, p: { id: string }) => navigate(withCommonQuery(paths.complaintDetail, session, { problemId: p.id })) },
  });
  const status = useSelector(actor, selectStatus);
  const tabs = useSelector(actor, selectTabs);
  const tab = useSelector(actor, selectTab);
  const error = useSelector(actor, selectError);
  return (
    <ComplaintListView
      status={status}
      tabs={tabs}
      tab={tab}
      errorMessage={error}
      onRetry={() => actor.send({ type: 'load.retry' })}
      onSelectTab={(index) => actor.send({ type: 'tab.select', index })}
      onOpen={(id) => actor.send({ type: 'item.open', id })}
    />
  );
}
