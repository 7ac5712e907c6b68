import type { Meta, StoryObj } from '@storybook/react-vite';
import { paymentInstructionsMachine, type PaymentInstructionsContext } from '../machines/payment-instructions/payment-instructions.machine';
import { apiError } from '../src/api/errors';
import PaymentInstructionsPage from '../src/flows/payment-instructions/payment-instructions-page';
import { voucher } from './support/repaying-fixtures';
import { stateStory } from './support/state-story';

export default {
  title: 'Flows/Payment instructions',
  parameters: { route: '/carpmm?productId=7&orderId=240518001&requestType=1&amount=112345&payCode=OXXO' },
} satisfies Meta;

const input = { productId: '7', orderId: '240518001', amount: '112345', payCode: 'OXXO', requestType: '1' as const };
const at = (data: PaymentInstructionsContext['data'], error: PaymentInstructionsContext['error'] = null): PaymentInstructionsContext => ({
  input,
  data,
  error,
});
/** The code kept on the phone, given by the server this morning (docs/decisions/0136). */
const phoneCode = { ...voucher, repayDetail: { ...voucher.repayDetail, vCode: '93001234511111' }, savedAt: new Date(2026, 4, 18, 9, 30).getTime() };

export const Loading = stateStory(paymentInstructionsMachine, PaymentInstructionsPage, 'loading', at(null));
export const Loaded = stateStory(paymentInstructionsMachine, PaymentInstructionsPage, 'loaded', at(voucher));
/** No code image from the server: the barcode is drawn on the client. */
export const LoadedDrawnCode = stateStory(
  paymentInstructionsMachine,
  PaymentInstructionsPage,
  'loaded',
  at({ ...voucher, repayDetail: { ...voucher.repayDetail, repayCode: '' } }),
  {
    name: 'Loaded (code drawn here)',
  },
);
/** Back or forward: the kept voucher while the fresh answer comes; its code neither drawn nor copied (docs/decisions/0131). */
export const Checking = stateStory(
  paymentInstructionsMachine,
  PaymentInstructionsPage,
  'checking',
  at({ ...voucher, repayDetail: { ...voucher.repayDetail, vCode: '93001234500000' } }),
  { name: 'Checking (kept code, not copied)' },
);
/** The fresh answer did not come: the kept code stays, marked as not confirmed, with Check again; no failure screen. */
export const Unconfirmed = stateStory(
  paymentInstructionsMachine,
  PaymentInstructionsPage,
  'unconfirmed',
  at({ ...voucher, repayDetail: { ...voucher.repayDetail, vCode: '93001234500000' } }, apiError({ kind: 'network' })),
  { name: 'Unconfirmed (the fresh answer did not come)' },
);
/** At the counter with no signal: the code kept on the phone, drawn, with when it was given and a line saying it is shown offline. */
export const Offline = stateStory(paymentInstructionsMachine, PaymentInstructionsPage, 'offline', at(phoneCode), {
  name: 'Offline (the code kept on the phone)',
});
/** Back online: the phone's code shown, not copied nor drawn, while a fresh answer confirms it. */
export const BackOnline = stateStory(paymentInstructionsMachine, PaymentInstructionsPage, 'checking', at(phoneCode), {
  name: 'Back online (checking the phone’s code)',
});
/** No signal and only a stale code on the phone (too old, replaced, the order settled): it is gone, the failure and Retry. */
export const OfflineStale = stateStory(paymentInstructionsMachine, PaymentInstructionsPage, 'failed', at(null, apiError({ kind: 'network' })), {
  name: 'Offline with a stale code (none shown)',
});
export const Failed = stateStory(
  paymentInstructionsMachine,
  PaymentInstructionsPage,
  'failed',
  at(null, apiError({ kind: 'business', code: '4002', message: 'Canal de pago no disponible.' })),
);

/** Its link without a usable value it acts on (docs/decisions/0092-acted-on-values.md). */
export const LinkRefused: StoryObj = {
  name: 'Link refused (amount unusable)',
  parameters: { route: '/carpmm?productId=7&orderId=240518001&requestType=1&amount=1e9&payCode=OXXO' },
  render: () => <PaymentInstructionsPage />,
};
