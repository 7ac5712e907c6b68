import { lazy, Suspense, useEffect, useState, startTransition } from 'react';
import { useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { useApiClients } from '../../api/use-api-clients';
import { generateVoucher, type VoucherInput } from '../../api/voucher';
import { shownFromKept } from '../../lib/kept-entries';
import { useFlowActor } from '../shared/use-flow-actor';
import { registerMessages, useI18n } from '../../i18n';
import { useSession } from '../../session';
import { useMachineOptions } from '../../session/machine-options';
import { voucherValues } from '../../session/voucher-values';
import { RefusedPage } from '../shared/refused-page';
import { paymentInstructionsMachine, type VoucherAnswer } from '../../../machines/payment-instructions/payment-instructions.machine';
import { paymentInstructionsIntents, selectPaymentInstructionsView } from '../../../machines/payment-instructions/payment-instructions.view-model';
import { useDeferredFlowView, useIntents } from '../shared/use-flow-view';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { PageDataState } from '../shared/pay-channels/page-data-state';
import { payChannelsMessages } from '../../i18n/messages/pay-channels';
import { useCopy } from '../shared/pay-channels/use-copy';
import { paymentInstructionsMessages } from '../../i18n/messages/payment-instructions';
import type * as InstructionsViewModule from './payment-instructions-view';
import type * as OnPhoneModule from './voucher-on-phone';
import type * as StandingModule from './voucher-standing';
import { loadBarcode } from '../shared/pay-channels/lazy-barcode';

registerMessages(payChannelsMessages);
registerMessages(paymentInstructionsMessages);

let viewModule: typeof InstructionsViewModule | null = null;
// Shown only for a kept voucher (going back or forward, or with no connection): its own chunk,
// fetched once the page is settled (src/app/hops/next-code.ts), so it is there should the fresh
// answer fail to come; and at once when the page's first answer fails (see `loadData` below).
let standingModule: typeof StandingModule | null = null;
const loadStanding = () =>
  import('./voucher-standing').then((m) => {
    standingModule = m;
    return m;
  });
const Standing = lazy(loadStanding);

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
        // Its first render is a large one: a transition, which React renders in slices (decision 0140).
        startTransition(() => setLoaded(m));
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
  return <PaymentInstructions input={input.value} userId={session.commonQuery.userId} />;
}

// The code kept on the phone (docs/decisions/0136): its own chunk, fetched once an answer or a failure comes.
const phone = <T,>(use: (m: typeof OnPhoneModule) => T) => import('./voucher-on-phone').then(use);
// At the counter with no signal, the kept code's notice and its barcode are drawn next: their code
// is fetched as soon as that is likely (a failure, a stall), beside the phone's (from the app
// worker's cache when offline), not one after the other as each renders (docs/decisions/0136). The
// kept code is shown once both are here: the code the inline script drew before the app ran
// (src/first-paint/kept-voucher-paint.ts) gives way to the page's, never to a spinner.
const ahead = () =>
  Promise.all([loadStanding(), loadBarcode()]).then(
    () => undefined,
    () => undefined,
  );
/** How long the page waits for the server's code, a code being kept on the phone, before it shows the kept one (0136). */
export const KEPT_CODE_WAIT_MS = 4000;

/** `userId`: the link's, read where the code is kept (./voucher-on-phone.ts). */
function PaymentInstructions({ input, userId }: { input: VoucherInput; userId: string | undefined }) {
  const api = useApiClients();
  const { t } = useI18n();
  const copy = useCopy();
  const announceFailure = useAnnounceFailure();
  const { keptCodeWaitMs = KEPT_CODE_WAIT_MS } = useMachineOptions();
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
          const call = generateVoucher(api, request).then((voucher): VoucherAnswer => ({ ...voucher, kept: fromKept }));
          // Without a userId nothing is kept or read: a code is never shown to another user.
          if (userId === undefined) return call;
          const answered = call.then(
            (answer) => {
              if (!fromKept) void phone((m) => m.keepOnPhone(userId, request, answer)).catch(() => undefined);
              return answer;
            },
            (reason: unknown) => {
              const drawn = ahead();
              return phone((m) => m.keptOrFailure(userId, request, reason)).then(
                (kept) => drawn.then(() => kept),
                () => Promise.reject(reason),
              );
            },
          );
          // A connection that stalls (signal bars, no data) gives no failure for a minute: with a
          // code kept on the phone, the page shows it after `keptCodeWaitMs` as with no connection,
          // and keeps the server's answer, should it come, for the next time.
          let timer: ReturnType<typeof setTimeout> | undefined;
          const stalled = new Promise<VoucherAnswer>((resolve) => {
            timer = setTimeout(() => {
              const drawn = ahead();
              resolve(
                phone((m) => m.keptFor(userId, request)).then(
                  (kept) => (kept ? drawn.then(() => kept) : answered),
                  () => answered,
                ),
              );
            }, keptCodeWaitMs);
          });
          return Promise.race([answered, stalled]).finally(() => clearTimeout(timer));
        }),
      },
      actions: { announceFailure },
    },
    input,
  );
  const view = useDeferredFlowView(actor, selectPaymentInstructionsView);
  const { onRetry } = useIntents(actor, paymentInstructionsIntents);
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
      standing={
        view.standing !== 'confirmed' &&
        (standingModule ? (
          <standingModule.default standing={view.standing} voucher={view.data} payCode={input.payCode} onRetry={onRetry} />
        ) : (
          <Suspense>
            <Standing standing={view.standing} voucher={view.data} payCode={input.payCode} onRetry={onRetry} />
          </Suspense>
        ))
      }
      onCopy={(text) => void copy(text)}
    />
  );
}
