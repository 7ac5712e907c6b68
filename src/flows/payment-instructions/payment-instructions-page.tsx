import { fromPromise } from 'xstate';
import { useApiClients } from '../../api/use-api-clients';
import { generateVoucher, type Voucher, type VoucherInput } from '../../api/voucher';
import { useFlowActor } from '../shared/use-flow-actor';
import { registerMessages, useI18n } from '../../i18n';
import { useSession } from '../../session';
import { paymentInstructionsMachine } from '../../../machines/payment-instructions/payment-instructions.machine';
import { pageDataIntents, selectPageDataView } from '../../../machines/shared/page-data';
import { useFlowView, useIntents } from '../shared/use-flow-view';
import { useAnnounceFailure } from '../shared/use-announce-failure';
import { PageDataState } from '../shared/pay-channels/page-data-state';
import { payChannelsMessages } from '../../i18n/messages/pay-channels';
import { useCopy } from '../shared/pay-channels/use-copy';
import { paymentInstructionsMessages } from '../../i18n/messages/payment-instructions';
import { PaymentInstructionsView } from './payment-instructions-view';
import { badQueryError, isBadQuery, voucherInputFrom } from './voucher-query';

registerMessages(payChannelsMessages);
registerMessages(paymentInstructionsMessages);

const INCOMPLETE: VoucherInput = { productId: '', orderId: '', amount: '', payCode: '', requestType: '1' };

export default function PaymentInstructionsPage() {
  const session = useSession();
  const api = useApiClients();
  const { t } = useI18n();
  const copy = useCopy();
  const announce = useAnnounceFailure();
  const input = voucherInputFrom({ ...session.query, ...session.commonQuery });
  const actor = useFlowActor(
    paymentInstructionsMachine,
    {
      actors: {
        loadData: fromPromise<Voucher, VoucherInput>(({ input: request }) =>
          input ? generateVoucher(api, request) : Promise.reject(badQueryError(t('instructions.badQuery'))),
        ),
      },
      actions: { announceFailure: (_, params) => void (isBadQuery(params.error) || announce(_, params)) },
    },
    input ?? INCOMPLETE,
  );
  const view = useFlowView(actor, selectPageDataView<Voucher>);
  const { onRetry } = useIntents(actor, pageDataIntents);
  if (view.status !== 'loaded') {
    const badQuery = view.status === 'failed' && isBadQuery(view.error);
    return (
      <PageDataState
        title={t('instructions.title')}
        status={view.status}
        error={view.error}
        message={badQuery ? t('instructions.badQuery') : undefined}
        onRetry={onRetry}
      />
    );
  }
  return <PaymentInstructionsView voucher={view.data} onCopy={(text) => void copy(text)} />;
}
