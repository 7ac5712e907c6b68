import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { useApiClients } from '../../api/use-api-clients';
import { toApiError } from '../../api/errors';
import { generateVoucher, type VoucherInput } from '../../api/voucher';
import { readId } from '../../lib/acted-on';
import type { KeptVoucherKey } from '../../lib/kept-vouchers';
import { shownFromKept } from '../../lib/kept-entries';
import { useFlowActor } from '../shared/use-flow-actor';
import { registerMessages, useI18n } from '../../i18n';
import { useSession } from '../../session';
import { voucherValues } from '../../session/voucher-values';
import { RefusedPage } from '../shared/refused-page';
import { paymentInstructionsMachine, type VoucherAnswer } from '../../../machines/payment-instructions/payment-instructions.machine';
import { paymentInstructionsIntents, selectPaymentInstructionsView } from '../../../machines/payment-instructions/payment-instructions.view-model';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { PageDataState } from '../shared/pay-channels/page-data-state';
import { payChannelsMessages } from '../../i18n/messages/pay-channels';
import { useCopy } from '../shared/pay-channels/use-copy';
import { paymentInstructionsMessages } from '../../i18n/messages/payment-instructions';
import type * as InstructionsViewModule from './payment-instructions-view';

registerMessages(payChannelsMessages);
registerMessages(paymentInstructionsMessages);

let viewModule: typeof InstructionsViewModule | null = null;
// Shown only for a kept voucher (going back or forward): its own chunk, fetched once the page is
// settled (src/app/hops/next-code.ts), so it is there should the fresh answer fail to come.
const Standing = lazy(() => import('./voucher-standing'));

/**
 * The loaded payment code (its instructions, pictures and links) is shown only once the voucher has
 * arrived: its code is kept out of the page's first load and fetched alongside the voucher. Until
 * then the page shows what the first answer wrote (docs/how-a-page-loads.md, section 3).
 */
function useInstructionsView() {
  const [loaded, setLoaded] = useState(viewModule);
  useEffect(() => {
    if (loaded) return;
    import('./payment-instructions-view').then(
      (m) => {
        viewModule = m;
        setLoaded(m);
      },
      () => undefined,
    );
  }, [loaded]);
  return loaded?.PaymentInstructionsView;
}

/**
 * The payment code of one channel: its link names the order, the amount in minor units, the channel
 * and the payment type. A link with a missing or unusable one shows which and why, and asks for
 * nothing (decision 0092).
 */
export default function PaymentInstructionsPage() {
  const session = useSession();
  const { t } = useI18n();
  const input = voucherValues({ ...session.query, ...session.commonQuery });
  if (!input.ok)
    return (
      <RefusedPage
        className="pay-page"
        titleClassName="pay-product__name"
        title={t('instructions.title')}
        refused={input.refused}
        pending={<PageDataState title={t('instructions.title')} status="loading" error={null} onRetry={() => undefined} />}
      />
    );
  const userId = readId(session.commonQuery.userId);
  return <PaymentInstructions input={input.value} userId={userId.ok ? userId.value : null} />;
}

/**
 * The answer of the page's call; with no connection, the code kept on the phone for this user,
 * order, channel, type and amount when one can still be shown (docs/decisions/0136). A fresh code
 * is kept; a refusal forgets the order's codes. Without a userId nothing is kept or read.
 */
async function voucherOrKept(call: Promise<VoucherAnswer>, key: KeptVoucherKey | null): Promise<VoucherAnswer> {
  try {
    const answer = await call;
    if (key && !answer.kept)
      void import('./voucher-on-phone').then(
        (m) => m.keepOnPhone(key, answer),
        () => undefined,
      );
    return answer;
  } catch (reason) {
    const error = toApiError(reason);
    if (!key) throw error;
    const phone = await import('./voucher-on-phone').catch(() => null);
    if (phone && error.kind === 'business') phone.forgetOnPhone(key);
    const kept = phone && phone.noConnection(error) ? phone.readFromPhone(key) : null;
    if (kept) return kept;
    throw error;
  }
}

function PaymentInstructions({ input, userId }: { input: VoucherInput; userId: string | null }) {
  const api = useApiClients();
  const { t } = useI18n();
  const copy = useCopy();
  const announceFailure = useAnnounceFailure();
  // Shown again (Back or forward) from a kept answer: the first call takes it, and the code is
  // copied only once the next, which takes the fresh one sent beside it, confirms it (0131).
  const { key } = useLocation();
  const [kept] = useState(() => ({ first: shownFromKept(key) }));
  const actor = useFlowActor(
    paymentInstructionsMachine,
    {
      actors: {
        loadData: fromPromise<VoucherAnswer, VoucherInput>(async ({ input: request }) => {
          const fromKept = kept.first;
          kept.first = false;
          const key =
            userId === null
              ? null
              : {
                  userId,
                  orderId: request.orderId,
                  payCode: request.payCode,
                  requestType: String(request.requestType),
                  amount: String(request.amount),
                };
          return voucherOrKept(
            generateVoucher(api, request).then((voucher) => ({ ...voucher, kept: fromKept })),
            key,
          );
        }),
      },
      actions: { announceFailure },
    },
    input,
  );
  const view = useFlowView(actor, selectPaymentInstructionsView);
  const { onRetry, onOnline } = useIntents(actor, paymentInstructionsIntents);
  // Connected again: a code shown from the phone is checked with a fresh answer (0136).
  useEffect(() => {
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [onOnline]);
  const PaymentInstructionsView = useInstructionsView();
  if (view.status !== 'loaded' || !PaymentInstructionsView) {
    return (
      <PageDataState
        title={t('instructions.title')}
        status={view.status === 'failed' ? 'failed' : 'loading'}
        error={view.status === 'loaded' ? null : view.error}
        onRetry={onRetry}
      />
    );
  }
  return (
    <PaymentInstructionsView
      voucher={view.data}
      offline={view.standing === 'offline'}
      standing={
        view.standing !== 'confirmed' && (
          <Suspense>
            <Standing standing={view.standing} savedAt={view.savedAt} payCode={view.payCode} code={view.data.repayDetail.vCode} onRetry={onRetry} />
          </Suspense>
        )
      }
      onCopy={(text) => void copy(text)}
    />
  );
}
