import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { complaintEntryMachine } from '../../../machines/complaint-entry/complaint-entry.machine';
import { fetchProblemInit } from '../../api';
import { useApiClients } from '../../api/use-api-clients';
import { paths } from '../../config/paths';
import { useFlowActor } from '../shared/use-flow-actor';
import { registerMessages, useI18n } from '../../i18n';
import { useSession, withCommonQuery } from '../../session';
import { useToast } from '../../ui';
import { complaintMessages } from '../../i18n/messages/complaint';
import { errorMessage } from './complaint-shared';
import { ComplaintEntryView, type ComplaintEntryStatus } from './complaint-entry-view';

registerMessages(complaintMessages);

type Snapshot = SnapshotFrom<typeof complaintEntryMachine>;

const selectStatus = (s: Snapshot): ComplaintEntryStatus =>
  s.matches('loading')
    ? 'loading'
    : s.matches('failed')
      ? 'failed'
      : s.matches({ ready: 'pickingOrder' })
        ? 'pickingOrder'
        : s.matches({ ready: 'pickingSonType' })
          ? 'pickingSonType'
          : 'browsing';
const selectCurrent = (s: Snapshot) => s.context.current;
const selectInit = (s: Snapshot) => s.context.init;
const selectError = (s: Snapshot) => errorMessage(s.context.error);

/** The complaint destination: current order, order list, question types and collection sub-types. */
export default function ComplaintEntryPage() {
  const api = useApiClients();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useI18n();
  const actor = useFlowActor(
    complaintEntryMachine,
    {
      actors: { loadInit: fromPromise(({ input }: { input: { orderId: string } }) => fetchProblemInit(api, input.orderId || undefined)) },
      actions: {
        toastCollectionBlocked: () => toast.show(t('complaint.collectionBlocked'), { kind: 'error' }),
        goToForm: (_: unknown, p: { problemType: string; problemSonType: string; orderNo: string }) =>
          navigate(withCommonQuery(paths.complaintForm, session, p)),
        goToList: () => navigate(withCommonQuery(paths.complaintList, session)),
      },
    },
    { orderId: session.commonQuery.orderId ?? '' },
  );
  const status = useSelector(actor, selectStatus);
  const current = useSelector(actor, selectCurrent);
  const init = useSelector(actor, selectInit);
  const error = useSelector(actor, selectError);
  return (
    <ComplaintEntryView
      status={status}
      current={current}
      orders={init?.orderList ?? []}
      types={init?.problemType ?? []}
      sonTypes={init?.problemSonType ?? []}
      errorMessage={error}
      onRetry={() => actor.send({ type: 'load.retry' })}
      onOpenOrders={() => actor.send({ type: 'orders.open' })}
      onCloseOrders={() => actor.send({ type: 'orders.close' })}
      onPickOrder={(orderNo) => actor.send({ type: 'order.pick', orderNo })}
      onPickType={(value) => actor.send({ type: 'type.pick', value })}
      onPickSonType={(value) => actor.send({ type: 'sonType.pick', value })}
      onCloseSonTypes={() => actor.send({ type: 'sonTypes.close' })}
      onOpenList={() => actor.send({ type: 'list.open' })}
    />
  );
}
