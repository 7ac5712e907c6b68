// Every line in every state, in both languages (docs/decisions/0134): the customer service page,
// each of its states (its load, every contact, some, none) in Spanish and in English, shows exactly
// the texts pinned here for the keys that state uses, and no other text of the page's keys (read
// from its source files).
import { screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { ServiceInfo } from '../../src/api/problem';
import CustomerServicePage from '../../src/flows/customer-service/customer-service-page';
import { serviceInfo } from '../../stories/support/repaying-fixtures';
import { describeStateLines } from '../helpers/state-lines-suite';
import { KEPT_PINNED, PAY_PINNED, keptStates, loadStates } from './pay-channel-lines';

const LOAD_KEYS = [
  'common.loading',
  'common.retry',
  'ui.loadFailed',
  'repaying.error.network',
  'repaying.error.timeout',
  'repaying.error.server',
  'repaying.error.refused',
];
const answer = (info: ServiceInfo) => () => fromPromise<ServiceInfo>(async () => info);
const loaded = () => screen.findByText(/^(We are here to help|Estamos para ayudarle)/);
const page = ['service.title', 'service.intro'];

describeStateLines('customer service page', {
  Page: CustomerServicePage,
  route: '/Dag?productId=7&orderId=240518001',
  machineId: 'customerService',
  actor: 'loadData',
  files: [
    'src/flows/customer-service/customer-service-page.tsx',
    'src/flows/customer-service/customer-service-view.tsx',
    'src/flows/shared/pay-channels/page-data-state.tsx',
    'src/flows/shared/pay-channels/kept-standing.tsx',
    'src/ui/page-state.tsx',
  ],
  pinned: {
    ...Object.fromEntries(LOAD_KEYS.map((key) => [key, PAY_PINNED[key]!])),
    ...KEPT_PINNED,
    'service.title': { es: 'Servicio al cliente', en: 'Customer service' },
    'service.intro': { es: 'Estamos para ayudarle con su préstamo y sus pagos.', en: 'We are here to help with your loan and your payments.' },
    'service.phone': { es: 'Teléfono', en: 'Telephone' },
    'service.call': { es: 'Llamar al {number}', en: 'Call {number}' },
    'service.whatsapp': { es: 'WhatsApp', en: 'WhatsApp' },
    'service.email': { es: 'Correo electrónico', en: 'E-mail' },
    'service.write': { es: 'Escribir a {email}', en: 'Write to {email}' },
    'service.none': {
      es: 'No hay datos de contacto por ahora. Intente más tarde.',
      en: 'No contact details are available right now. Please try later.',
    },
  },
  notShown: {
    'ui.loadFailed': 'the page always names the failure by its kind (REPAYING_FAILURE)',
    'kept.checking': 'the repaying pages’ (a kept answer’s amount and codes): state-lines-instalment and -extension',
    'kept.unconfirmed': 'the repaying pages’ (a kept answer’s amount and codes): state-lines-instalment and -extension',
  },
  states: [
    ...loadStates<ServiceInfo>('service.title'),
    {
      name: 'a line, a WhatsApp number and an e-mail',
      load: answer(serviceInfo),
      reach: loaded,
      lines: [...page, 'service.phone', 'service.call', 'service.whatsapp', 'service.email', 'service.write'],
    },
    {
      name: 'a telephone only, and an e-mail that is not an address',
      load: answer({ phone: '+52 55 4160 2233', va: '', email: 'soporte' }),
      reach: loaded,
      lines: [...page, 'service.phone', 'service.call', 'service.email'],
    },
    ...keptStates(serviceInfo, [...page, 'service.phone', 'service.call', 'service.whatsapp', 'service.email', 'service.write'], {
      checking: 'kept.contactsChecking',
      unconfirmed: 'kept.contactsUnconfirmed',
    }),
    { name: 'no contact at all', load: answer({ phone: '', va: '', email: '' }), reach: loaded, lines: [...page, 'service.none'] },
  ],
});
