import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import {
  fetchLoanConfirm,
  fetchLoanDetails,
  loanTaken,
  pushLoan,
  useApiClients,
  type LoanConfirm,
  type LoanConfirmInput,
  type LoanPushInput,
  type OrderInput,
} from '../../api';
import { idempotencyHeaders } from '../../api/idempotency';
import { paths } from '../../config/paths';
import { useFlowActor } from '../shared/use-flow-actor';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { useFreshOnly } from './use-fresh-only';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { useBridge } from '../../bridge';
import { registerMessages, useI18n } from '../../i18n';
import { checkNavigationUrl } from '../../config/url-lists';
import { useSession, withCommonQuery, type Session } from '../../session';
import { confirmValues } from '../../session/voucher-values';
import { RefusedPage } from '../shared/refused-page';
import { withCommonQueryOnOwnOrigin } from './carried-url';
import { confirmLoanMachine, type OrderRead, type PushOutcome } from '../../../machines/confirm-loan/confirm-loan.machine';
import { mayBeHeld, useHeldChanges } from '../shared/held-watch';
import { confirmLoanIntents, selectConfirmLoanView } from '../../../machines/confirm-loan/confirm-loan.view-model';
import { confirmLoanMessages } from '../../i18n/messages/confirm-loan';
import { ConfirmLoanView } from './confirm-loan-view';

registerMessages(confirmLoanMessages);

const loanHold = () => import('./loan-hold');

/** Same-origin URLs stay in the app (history replaced); another allowed origin is a full page replace. */
function useReplaceTo() {
  const navigate = useNavigate();
  return (url: string) => {
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });
    else window.location.replace(target.href);
  };
}

/**
 * Confirm loan; the confirm-new and confirm-of-period routes show this same page (docs/decisions/0021).
 * Its offer is the product's: without a usable productId the page says why and sends nothing (0092).
 */
export default function ConfirmLoanPage() {
  const session = useSession();
  const { t } = useI18n();
  const product = confirmValues(session.commonQuery);
  if (!product.ok) {
    // Until the app has taken over, the offer's loading frame, as the build wrote it.
    const pending = (
      <ConfirmLoanView
        status="loading"
        offer={null}
        agreed
        canSubmit={false}
        submitting={false}
        recalculating={false}
        loadError={null}
        pushError={null}
        redirectRefused={false}
        held={false}
        outcomeUnknown={false}
        checking={false}
        notTaken={false}
        {...confirmLoanIntents(() => undefined)}
      />
    );
    return <RefusedPage className="loan-page confirm" title={t('confirm.title')} refused={product.refused} pending={pending} />;
  }
  return <ConfirmLoan session={session} productId={product.value.productId} />;
}

function ConfirmLoan({ session, productId }: { session: Session; productId: string }) {
  const api = useApiClients();
  const bridge = useBridge();
  const replaceTo = useReplaceTo();
  const announceFailure = useAnnounceFailure();
  // A kept offer is never pushed (docs/decisions/0139): Back or forward onto this page shows the
  // offer read afresh, the kept one taken and dropped.
  const freshOnly = useFreshOnly();
  // A push is held per user and order (docs/decisions/0133); a link with no order holds per product.
  const userId = session.commonQuery.userId ?? '';
  const orderId = session.commonQuery.orderId ?? '';
  const order = orderId === '' ? `product-${productId}` : orderId;
  const actor = useFlowActor(
    confirmLoanMachine,
    {
      actors: {
        loadConfirm: fromPromise<LoanConfirm, LoanConfirmInput>(({ input }) => freshOnly(() => fetchLoanConfirm(api, input))),
        pushLoan: fromPromise<PushOutcome, LoanPushInput>(async ({ input, signal }) => {
          const hold = await loanHold();
          const send = (key: string) => pushLoan(api, input, { signal, headers: idempotencyHeaders(key, api.baseUrl) });
          const { lendDetailsUrl } = await hold.pushHeld(userId, order, input, send);
          // The session's query goes with the URL on our own origin only (docs/decisions/0097).
          const checked = checkNavigationUrl(lendDetailsUrl);
          return { url: checked.ok ? withCommonQueryOnOwnOrigin(checked.url, session, window.location.origin, { from: 'confirm' }) : null };
        }),
        // Only an answer requested now counts: never one sent ahead or kept (fresh).
        readOrder: fromPromise<OrderRead, OrderInput>(async ({ input, signal }) => {
          const details = await fetchLoanDetails(api, input, { signal, fresh: true });
          return { taken: loanTaken(details.orderStatus) };
        }),
      },
      actions: {
        announceFailure,
        releaseHold: (_, params: { taken: boolean }) => void loanHold().then((m) => m.releaseLoan(userId, order, params.taken)),
        reportConfirm: (_, params: { productId: string }) => bridge.reportConfirm(params.productId),
        goToDetails: (_, params: { url: string }) => replaceTo(params.url),
        openOwnDetails: () => replaceTo(withCommonQuery(paths.loanDetail, session)),
      },
    },
    { productId, orderId },
  );
  // A push kept on the phone (a reload, another tab) and what other tabs say: read with the hold part, loaded then.
  const [heard] = useState(
    () => () =>
      void loanHold().then(
        (m) => m.heardLoan(userId, order, (event) => actor.send(event)),
        () => undefined,
      ),
  );
  useHeldChanges('loan', userId, order, heard);
  useEffect(() => {
    if (!mayBeHeld('loan', userId, order)) return;
    loanHold().then(
      (m) => {
        const elapsed = m.heldOnLoad(userId, order);
        if (elapsed !== null) actor.send({ type: 'hold.seen', elapsed });
      },
      () => undefined,
    );
  }, [actor, userId, order]);
  const view = useFlowView(actor, selectConfirmLoanView);
  const intents = useIntents(actor, confirmLoanIntents);
  return <ConfirmLoanView {...view} {...intents} />;
}
