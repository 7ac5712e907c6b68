import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { complaintEntryMachine } from '../../../machines/complaint-entry/complaint-entry.machine';
import { complaintEntryChoices, complaintEntryIntents, selectComplaintEntryView } from '../../../machines/complaint-entry/complaint-entry.view-model';
import { fetchProblemInit } from '../../api';
import { useApiClients } from '../../api/use-api-clients';
import { paths } from '../../config/paths';
import { useFlowActor } from '../shared/use-flow-actor';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { useKeptChoices } from '../shared/use-kept-choices';
import { registerMessages, useI18n } from '../../i18n';
import { useSession, withCommonQuery, type Session } from '../../session';
import { allUsable } from '../../session/page-values';
import { complaintEntryValues } from '../../session/complaint-values';
import { readId, readOptionalId } from '../../lib/acted-on';
import { RefusedPage } from '../shared/refused-page';
import { refusedText } from '../shared/refused-text';
import { PageLoading, useToast } from '../../ui';
import { complaintMessages } from '../../i18n/messages/complaint';
import { ComplaintEntryView } from './complaint-entry-view';

registerMessages(complaintMessages);

/** The complaint destination: current order, order list, question types and collection sub-types. */
export default function ComplaintEntryPage() {
  const session = useSession();
  const { t } = useI18n();
  // The current order is optional; a given one must be usable, as the load sends it (decision 0092).
  const order = complaintEntryValues(session.commonQuery);
  if (!order.ok) return <RefusedPage className="complaint" title={t('complaint.title')} refused={order.refused} pending={<PageLoading />} />;
  return <ComplaintEntry session={session} orderId={order.value.orderId} />;
}

function ComplaintEntry({ session, orderId }: { session: Session; orderId: string }) {
  const api = useApiClients();
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
        // The type, sub-type and order number are the server's, sent on in the form's link: checked first.
        goToForm: (_: unknown, p: { problemType: string; problemSonType: string; orderNo: string }) => {
          const form = allUsable({
            problemType: readId(p.problemType),
            problemSonType: readOptionalId(p.problemSonType),
            orderNo: readOptionalId(p.orderNo),
          });
          if (form.ok) navigate(withCommonQuery(paths.complaintForm, session, form.value));
          else toast.show(refusedText(t, form.refused, 'server'), { kind: 'error' });
        },
        goToList: () => navigate(withCommonQuery(paths.complaintList, session)),
      },
    },
    { orderId },
  );
  const view = useFlowView(actor, selectComplaintEntryView);
  // The order picked comes back on going back to the page (docs/decisions/0111).
  const intents = useIntents(useKeptChoices(actor, complaintEntryChoices, session.query.userId ?? ''), complaintEntryIntents);
  return <ComplaintEntryView {...view} {...intents} />;
}
