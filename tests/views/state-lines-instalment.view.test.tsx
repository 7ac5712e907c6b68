// Every line in every state, in both languages (docs/decisions/0134): the instalment page, each of
// its states (its load, the detail list folded and unfolded, the barcode modal, a copy, the channels'
// refusals) in Spanish and in English, shows exactly the texts pinned here for the keys that state
// uses, and no other text of the page's keys (read from its source files).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import type { InstalmentPlan } from '../../src/api/instalment';
import InstalmentPage from '../../src/flows/instalment/instalment-page';
import { instalmentPlan } from '../../stories/support/repaying-fixtures';
import { describeStateLines } from '../helpers/state-lines-suite';
import { CHANNEL_LINES, KEPT_PINNED, PAY_FILES, PAY_NOT_SHOWN, PAY_PINNED, channelStates, keptStates, loadStates } from './pay-channel-lines';

const shown = () => screen.findByTestId('repay-amount');
const loaded = ['instalment.title', 'instalment.repayAmount', 'instalment.repayDate', 'instalment.details', ...CHANNEL_LINES];
const folded = [...loaded, 'instalment.more'];

describeStateLines('instalment page', {
  Page: InstalmentPage,
  route: '/repay/choose?productId=7&orderId=240518001',
  machineId: 'instalment',
  actor: 'loadData',
  files: [
    'src/flows/instalment/instalment-page.tsx',
    'src/flows/instalment/instalment-view.tsx',
    'src/flows/instalment/detail-rows.tsx',
    ...PAY_FILES,
  ],
  pinned: {
    ...PAY_PINNED,
    ...KEPT_PINNED,
    'instalment.title': { es: 'Pago a plazos', en: 'Instalment repayment' },
    'instalment.repayAmount': { es: 'Monto a pagar', en: 'Amount to pay' },
    'instalment.repayDate': { es: 'Fecha de pago', en: 'Repayment date' },
    'instalment.details': { es: 'Detalle del pago', en: 'Payment details' },
    'instalment.more': { es: 'Más', en: 'More' },
    'instalment.hide': { es: 'Ocultar', en: 'Hide' },
  },
  notShown: PAY_NOT_SHOWN,
  states: [
    ...loadStates<InstalmentPlan>('instalment.title'),
    { name: 'loaded, the details folded', load: () => fromPromise(async () => instalmentPlan), reach: shown, lines: folded },
    {
      name: 'loaded, the details unfolded',
      load: () => fromPromise(async () => instalmentPlan),
      reach: async () => {
        await shown();
        await userEvent.setup().click(screen.getByRole('button', { name: /^(More|Más)$/ }));
        return screen.findByRole('button', { name: /^(Hide|Ocultar)$/ });
      },
      lines: [...loaded, 'instalment.hide'],
    },
    ...keptStates(instalmentPlan, folded),
    ...channelStates<InstalmentPlan>(
      (repayList, amount) => ({ ...instalmentPlan, repayList, ...(amount === undefined ? {} : { repayAmount: amount }) }),
      shown,
      folded,
    ),
  ],
});
