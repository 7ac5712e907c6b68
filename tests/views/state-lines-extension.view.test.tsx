// Every line in every state, in both languages (docs/decisions/0134): the extension page, each of
// its states (its load, the barcode modal, a copy, the channels' refusals) in Spanish and in English,
// shows exactly the texts pinned here for the keys that state uses, and no other text of the page's
// keys (read from its source files). The customer-service button is there in every state.
import { screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { DelayDetail } from '../../src/api/instalment';
import ExtensionPage from '../../src/flows/extension/extension-page';
import { delayDetail } from '../../stories/support/repaying-fixtures';
import { describeStateLines } from '../helpers/state-lines-suite';
import { CHANNEL_LINES, KEPT_PINNED, PAY_FILES, PAY_NOT_SHOWN, PAY_PINNED, channelStates, keptStates, loadStates } from './pay-channel-lines';

const shown = () => screen.findByTestId('delay-amount');
const service = ['extension.service', 'extension.serviceHint'];
const loaded = ['extension.title', 'extension.delayAmount', 'extension.repayDate', 'extension.plan', ...service, ...CHANNEL_LINES];

describeStateLines('extension page', {
  Page: ExtensionPage,
  route: '/repay/delay?productId=7&orderId=240518001',
  machineId: 'extension',
  actor: 'loadData',
  files: ['src/flows/extension/extension-page.tsx', 'src/flows/extension/extension-view.tsx', 'src/flows/extension/service-button.tsx', ...PAY_FILES],
  pinned: {
    ...PAY_PINNED,
    ...KEPT_PINNED,
    'extension.title': { es: 'Extensión de pago', en: 'Extension repayment' },
    'extension.delayAmount': { es: 'Monto de la extensión', en: 'Extension amount' },
    'extension.repayDate': { es: 'Nueva fecha de pago', en: 'New repayment date' },
    'extension.plan': { es: 'Plan de pagos', en: 'Payment plan' },
    'extension.service': { es: 'Servicio al cliente', en: 'Customer service' },
    'extension.serviceHint': {
      es: 'Arrastre el botón o muévalo con las flechas del teclado.',
      en: 'Drag the button or move it with the arrow keys.',
    },
  },
  notShown: PAY_NOT_SHOWN,
  states: [
    ...loadStates<DelayDetail>('extension.title', service),
    { name: 'loaded', load: () => fromPromise(async () => delayDetail), reach: shown, lines: loaded },
    ...keptStates(delayDetail, loaded),
    ...channelStates<DelayDetail>(
      (repayList, amount) => ({
        ...delayDetail,
        repayList,
        ...(amount === undefined ? {} : { delayInfo: { ...delayDetail.delayInfo, delayAmount: amount } }),
      }),
      shown,
      loaded,
    ),
  ],
});
