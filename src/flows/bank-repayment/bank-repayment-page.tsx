import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { commitRepayment, confirmRepayment, fetchInstalmentPlan, fetchRepaymentWay, requestHuichaoRedirect, useApiClients } from '../../api';
import { paths } from '../../config/paths';
import { useFlowActor } from '../shared/use-flow-actor';
import { mayBeHeld, useHeldChanges } from '../shared/held-watch';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { useKeptChoices } from '../shared/use-kept-choices';
import { shownFromKept } from '../../lib/kept-entries';
import { registerMessages } from '../../i18n';
import { checkNavigationUrl } from '../../config/url-lists';
import { useSession, withCommonQuery } from '../../session';
import { readRepayQuery, type RepayQuery } from './repay-query';
import { bankRepaymentMachine } from '../../../machines/bank-repayment/bank-repayment.machine';
import { bankRepaymentChoices, bankRepaymentIntents, selectBankRepaymentView } from '../../../machines/bank-repayment/bank-repayment.view-model';
import type {
  AmountAnswer,
  AmountInput,
  CommitInput,
  CommitResult,
  ConfirmInput,
  RepayInput,
  PendingRead,
  RepaymentRead,
  RepayWay,
} from '../../../machines/bank-repayment/bank-repayment.types';
import { bankRepaymentMessages } from '../../i18n/messages/bank-repayment';
import { BankRepaymentFirstPaint, BankRepaymentView, OrderUnusable } from './bank-repayment-view';
import { useHydrated } from '../../ui/use-hydrated';
import { amountToPay } from './amount-to-pay';
import { clearPendingCommit, markResending, readPendingCode, savePendingCommit, unmarkResending } from './pending-commit';

registerMessages(bankRepaymentMessages);

const repayHold = () => import('./repay-hold');

/** The legacy alipay flag turns on the online (huichao) payment option (docs/decisions/0031). */
const isOn = (value: unknown) => value === true || value === 1 || value === '1';

/** The machine input from the values read at the edge; the order id is usable here. */
function repayInput(query: RepayQuery, orderId: string): RepayInput {
  return {
    orderId,
    couponId: query.couponId,
    userId: query.userId,
    amount: query.withholdingAmount ? { from: 'query', amount: query.withholdingAmount } : { from: 'server', productId: query.productId },
  };
}

/**
 * Repayment by bank card (the `repay` destination), with the SMS step of SPEC section 4. Its
 * acted-on values are read once here, once the app has taken over the page; without a usable
 * orderId nothing can be loaded or paid.
 */
export default function BankRepaymentPage() {
  const session = useSession();
  // The build prerenders this page with no query: until the app has taken over the page, it shows
  // what the build wrote (loading), not a verdict on an address the build never saw.
  const hydrated = useHydrated();
  if (!hydrated) return <BankRepaymentFirstPaint />;
  const query = readRepayQuery(session.paymentParams);
  if (!query.orderId.ok) return <OrderUnusable reason={query.orderId.reason} />;
  return <BankRepayment input={repayInput(query, query.orderId.value)} />;
}

function BankRepayment({ input }: { input: RepayInput }) {
  const api = useApiClients();
  const session = useSession();
  const navigate = useNavigate();
  // Shown again (Back or forward) from a kept answer: the first repayment-way call takes it, and Pay
  // waits for the next, which takes the fresh one sent beside it (docs/decisions/0128).
  const { key } = useLocation();
  const [kept] = useState(() => ({ first: shownFromKept(key), amount: shownFromKept(key) }));
  const userId = input.userId;
  const actor = useFlowActor(
    bankRepaymentMachine,
    {
      actors: {
        readPending: fromPromise<PendingRead, { orderId: string }>(async ({ input }) => {
          // A payment held on the phone (0133) is found without loading its code unless there is one.
          const heldFor = mayBeHeld('repay', userId, input.orderId) ? (await repayHold()).heldOnLoad(userId, input.orderId) : null;
          return heldFor === null ? readPendingCode(input.orderId) : { heldFor };
        }),
        readRepayment: fromPromise<RepaymentRead, { orderId: string }>(async ({ input, signal }) =>
          (await repayHold()).readRepayment(api, session.commonQuery.productId ?? '', input.orderId, signal),
        ),
        loadAmount: fromPromise<AmountAnswer, AmountInput>(({ input }) =>
          amountToPay(input, async (order) => {
            // A kept amount due is never paid with (docs/decisions/0139): on such an entry the first
            // call takes the kept answer, dropped, and the amount is the fresh one sent beside it.
            if (kept.amount) {
              kept.amount = false;
              await fetchInstalmentPlan(api, order).catch(() => undefined);
            }
            return (await fetchInstalmentPlan(api, order)).repayAmount;
          }),
        ),
        loadWay: fromPromise<RepayWay, { orderId: string }>(async ({ input }) => {
          const fromKept = kept.first;
          kept.first = false;
          const way = await fetchRepaymentWay(api, input.orderId);
          return { online: isOn(way.alipay), repayToken: way.repayToken, cards: way.bankCards, kept: fromKept };
        }),
        // One key per payment (order, token, card, amount), the same on every try; held until answered (0133).
        commit: fromPromise<CommitResult, CommitInput>(async ({ input }) => {
          const of = ['commit', input.orderId, input.repayToken, input.cardId, input.amount, input.sendMsg].join('|');
          const result = await (await repayHold()).sendHeld(api, userId, input.orderId, of, (headers) => commitRepayment(api, input, { headers }));
          return { needValid: result.needValid === 1, repayRecordId: result.repayRecordId };
        }),
        confirm: fromPromise<void, ConfirmInput>(async ({ input }) => {
          const of = ['confirm', input.orderId, input.repaymentRecordId, input.verifyCode].join('|');
          await (await repayHold()).sendHeld(api, userId, input.orderId, of, (headers) => confirmRepayment(api, input, { headers }));
        }),
        huichao: fromPromise<{ url: string }, { userId: string; orderId: string; amount: string }>(async ({ input }) => {
          const { url } = await requestHuichaoRedirect(api, input);
          const checked = checkNavigationUrl(url);
          if (!checked.ok) throw { kind: 'refused' };
          return { url: checked.url };
        }),
      },
      actions: {
        persistPending: ({ context }) => savePendingCommit(context.pending),
        markResending: () => markResending(),
        unmarkResending: () => unmarkResending(),
        clearPending: () => clearPendingCommit(),
        releaseHold: (_, params: { taken: boolean }) => void repayHold().then((m) => m.releaseRepay(userId, input.orderId, params.taken)),
        // Paid: the flow ended, and the card chosen for it is forgotten (docs/decisions/0137).
        goToLoanDetail: () => {
          const names = bankRepaymentChoices.map((choice) => choice.name);
          void import('../shared/forget-choices').then(
            (m) => m.forgetChoices(userId, names),
            () => undefined,
          );
          void navigate(withCommonQuery(paths.loanDetail, session), { replace: true });
        },
        redirect: ({ context }) => window.location.assign(context.redirectUrl),
      },
    },
    input,
  );
  // Other tabs' payments of this order: what they say is read with the hold part, loaded then.
  const [heard] = useState(
    () => () =>
      void repayHold().then(
        (m) => m.heardRepay(userId, input.orderId, (event) => actor.send(event)),
        () => undefined,
      ),
  );
  useHeldChanges('repay', userId, input.orderId, heard);
  const view = useFlowView(actor, selectBankRepaymentView);
  // The chosen card comes back on going back to this page (docs/decisions/0111).
  const intents = useIntents(useKeptChoices(actor, bankRepaymentChoices, userId), bankRepaymentIntents);
  return <BankRepaymentView {...view} {...intents} />;
}
