import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { fetchLoanDetails, sendGoogleScore, useApiClients, type LoanDetails, type OrderInput } from '../../api';
import { paths } from '../../config/paths';
import { useFlowActor } from '../shared/use-flow-actor';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { useBridge } from '../../bridge';
import { registerMessages, useI18n } from '../../i18n';
import { useSession, withCommonQuery } from '../../session';
import { useToast } from '../../ui';
import { loanDetailsMachine } from '../../../machines/loan-details/loan-details.machine';
import { loanDetailsIntents, selectLoanDetailsView } from '../../../machines/loan-details/loan-details.view-model';
import { borrowAgainLink } from './borrow-again';
import { loanDetailsMessages } from '../../i18n/messages/loan-details';
import { LoanDetailsView } from './loan-details-view';

registerMessages(loanDetailsMessages);

// The rating is offered only on an order the server marks for it (isScore): its code loads then.
const Rating = lazy(() => import('../shared/rating/rating-container').then((m) => ({ default: m.Rating })));

/** Loan details; the order route shows this same page. */
export default function LoanDetailsPage() {
  const api = useApiClients();
  const session = useSession();
  const bridge = useBridge();
  const toast = useToast();
  const { t } = useI18n();
  const navigate = useNavigate();
  const { productId = '', orderId = '' } = session.commonQuery;
  const announceFailure = useAnnounceFailure();
  const actor = useFlowActor(
    loanDetailsMachine,
    {
      actors: { loadDetails: fromPromise<LoanDetails, OrderInput>(({ input }) => fetchLoanDetails(api, input)) },
      actions: {
        announceFailure,
        goRepay: () => navigate(withCommonQuery(paths.repay, session)),
        goExtension: () => navigate(withCommonQuery(paths.repayDelay, session)),
        borrowAgain: (_, params: { productId: string }) => {
          const link = borrowAgainLink(params.productId);
          if (link) bridge.openPage(link);
          else toast.show(t('details.deepLinkRefused'), { kind: 'error' });
        },
      },
    },
    { productId, orderId },
  );
  const view = useFlowView(actor, selectLoanDetailsView);
  const intents = useIntents(actor, loanDetailsIntents);
  return (
    <LoanDetailsView
      {...view}
      {...intents}
      rating={
        view.order?.isScore === 1 && (
          <Suspense fallback={null}>
            <Rating trigger sendScore={(score) => sendGoogleScore(api, score)} />
          </Suspense>
        )
      }
    />
  );
}
