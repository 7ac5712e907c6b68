import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApiClients } from '../../api/use-api-clients';
import { generateVoucher, type Voucher, type VoucherInput } from '../../api/voucher';
import { useFlowActor } from '../shared/use-flow-actor';
import { registerMessages, useI18n } from '../../i18n';
import { useSession } from '../../session';
import { voucherValues } from '../../session/voucher-values';
import { RefusedPage } from '../shared/refused-page';
import { paymentInstructionsMachine } from '../../../machines/payment-instructions/payment-instructions.machine';
import { pageDataIntents, selectPageDataView } from '../../../machines/shared/page-data';
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
  return <PaymentInstructions input={input.value} />;
}

function PaymentInstructions({ input }: { input: VoucherInput }) {
  const api = useApiClients();
  const { t } = useI18n();
  const copy = useCopy();
  const announceFailure = useAnnounceFailure();
  const actor = useFlowActor(
    paymentInstructionsMachine,
    {
      actors: { loadData: fromPromise<Voucher, VoucherInput>(({ input: request }) => generateVoucher(api, request)) },
      actions: { announceFailure },
    },
    input,
  );
  const view = useFlowView(actor, selectPageDataView<Voucher>);
  const { onRetry } = useIntents(actor, pageDataIntents);
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
  return <PaymentInstructionsView voucher={view.data} onCopy={(text) => void copy(text)} />;
}
