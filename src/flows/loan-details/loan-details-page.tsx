import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { fetchLoanDetails, sendGoogleScore, useApiClients, type LoanDetails, type OrderInput } from '../../api';
import { paths } from '../../config/paths';
import { useFlowActor } from '../shared/use-flow-actor';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { useDeferredFlowView, useIntents } from '../shared/use-flow-view';
import { useBridge } from '../../bridge';
import { registerMessages, useI18n } from '../../i18n';
import { useSession, withCommonQuery, type Session } from '../../session';
import { orderValues } from '../../session/page-values';
import { LoadingFrame, useToast } from '../../ui';
import { loanDetailsMachine } from '../../../machines/loan-details/loan-details.machine';
import { loanDetailsIntents, selectLoanDetailsView } from '../../../machines/loan-details/loan-details.view-model';
import { isSettled } from '../../../machines/loan-details/loan-details.status';
import { readId } from '../../lib/acted-on';
import { borrowAgainLink } from './borrow-again';
import { loanDetailsMessages } from '../../i18n/messages/loan-details';
import { LoanDetailsView } from './loan-details-view';
import { RefusedPage } from '../shared/refused-page';

registerMessages(loanDetailsMessages);

// The rating is offered only on an order the server marks for it (isScore): its code loads then.
const Rating = lazy(() => import('../shared/rating/rating-container').then((m) => ({ default: m.Rating })));

/**
 * Loan details; the order route shows this same page. Its load needs the order (productId and
 * orderId): without a usable one the page says which and why, and sends nothing (decision 0092).
 */
export default function LoanDetailsPage() {
  const session = useSession();
  const { t } = useI18n();
  const order = orderValues(session.commonQuery);
  if (!order.ok) {
    const title = t('details.title');
    const pending = <LoadingFrame className="loan-page details" title={title} />;
    return <RefusedPage className="loan-page details" title={title} refused={order.refused} pending={pending} />;
  }
  return <LoanDetailsLoader session={session} order={order.value} />;
}

/**
 * An order seen settled: the payment codes kept on the phone for it are never shown again
 * (src/lib/kept-vouchers.ts, docs/decisions/0136); that code is fetched only then.
 */
const forgetCodesIfSettled =
  (session: Session, order: OrderInput) =>
  (details: LoanDetails): LoanDetails => {
    const userId = readId(session.commonQuery.userId);
    if (userId.ok && isSettled(details))
      void import('../../lib/kept-vouchers').then(
        (m) => m.forgetOrderVouchers(userId.value, order.orderId),
        () => undefined,
      );
    return details;
  };

function LoanDetailsLoader({ session, order }: { session: Session; order: OrderInput }) {
  const api = useApiClients();
  const bridge = useBridge();
  const toast = useToast();
  const { t } = useI18n();
  const navigate = useNavigate();
  const announceFailure = useAnnounceFailure();
  const actor = useFlowActor(
    loanDetailsMachine,
    {
      actors: {
        loadDetails: fromPromise<LoanDetails, OrderInput>(({ input }) => fetchLoanDetails(api, input).then(forgetCodesIfSettled(session, input))),
      },
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
    order,
  );
  const view = useDeferredFlowView(actor, selectLoanDetailsView);
  const intents = useIntents(actor, loanDetailsIntents);
  return (
    <LoanDetailsView
      {...view}
      {...intents}
      rating={
        view.order?.isScore === 1 && (
          <Suspense fallback={null}>
            <Rating
              trigger
              sendScore={(score) => sendGoogleScore(api, score)}
              keepAs={`order.${order.orderId}`}
              userId={session.commonQuery.userId}
            />
          </Suspense>
        )
      }
    />
  );
}
