// Every line in every state, in both languages (docs/decisions/0134): the complaint entry page, each
// of its states (loading, failed, browsing with an order and without one, choosing an order,
// choosing a collection sub-type) in Spanish and in English, shows exactly the texts pinned here for
// the keys that state uses, and no other text of the page's keys (read from its source files). The
// types, sub-types and orders are the server's.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { apiError, type ProblemInit } from '../../src/api';
import ComplaintEntryPage from '../../src/flows/complaint/complaint-entry-page';
import { problemInit } from '../../stories/support/complaint-fixtures';
import { FRAME_PINNED } from '../helpers/state-lines';
import { describeStateLines } from '../helpers/state-lines-suite';

const answer = (init: ProblemInit) => () => fromPromise<ProblemInit>(async () => init);
const browsing = () => screen.findByRole('button', { name: 'Cobranza' });
const PAGE = ['complaint.title', 'complaint.myComplaints', 'complaint.currentOrder', 'complaint.typesTitle'];
const WITH_ORDER = [...PAGE, 'complaint.allOrders', 'complaint.allOrdersLabel', 'complaint.logo'];

describeStateLines('complaint entry page', {
  Page: ComplaintEntryPage,
  route: '/complaint?orderId=240518001',
  machineId: 'complaintEntry',
  actor: 'loadInit',
  files: [
    'src/flows/complaint/complaint-entry-page.tsx',
    'src/flows/complaint/complaint-entry-view.tsx',
    'src/flows/complaint/order-card.tsx',
    'src/ui/page-state.tsx',
  ],
  pinned: {
    ...FRAME_PINNED,
    'complaint.title': { es: 'Quejas y sugerencias', en: 'Complaints and suggestions' },
    'complaint.myComplaints': { es: 'Mis quejas', en: 'My complaints' },
    'complaint.currentOrder': { es: 'Pedido actual', en: 'Current order' },
    'complaint.allOrders': { es: 'Todos', en: 'All' },
    'complaint.allOrdersLabel': { es: 'Ver todos los pedidos', en: 'See all orders' },
    'complaint.noOrder': { es: 'No tiene pedidos.', en: 'You have no orders.' },
    'complaint.typesTitle': { es: 'Tipo de problema', en: 'Question type' },
    'complaint.ordersTitle': { es: 'Elija un pedido', en: 'Choose an order' },
    'complaint.sonTypesTitle': { es: 'Elija el subtipo de cobranza', en: 'Choose the collection sub-type' },
    'complaint.close': { es: 'Cerrar', en: 'Close' },
    'complaint.logo': { es: 'Logotipo de {name}', en: '{name} logo' },
    'complaint.collectionBlocked': {
      es: 'El pedido seleccionado no admite enviar quejas de tipo cobranza.',
      en: 'The selected order does not support sending collection types.',
    },
  },
  notShown: {
    'complaint.collectionBlocked': 'a toast when a collection complaint is refused for the order: tests/views/complaint-entry.view.test.tsx taps it',
  },
  states: [
    {
      name: 'loading',
      load: () => fromPromise<ProblemInit>(() => new Promise<ProblemInit>(() => undefined)),
      reach: () => screen.findByRole('status'),
      lines: ['common.loading'],
    },
    {
      name: 'failed',
      load: () => fromPromise<ProblemInit>(() => Promise.reject(apiError({ kind: 'network' }))),
      reach: () => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ }),
      lines: ['ui.loadFailed', 'common.retry'],
    },
    { name: 'browsing, with the current order', load: answer(problemInit), reach: browsing, lines: WITH_ORDER },
    {
      name: 'browsing, with no order',
      load: answer({ ...problemInit, orderDetail: null, orderList: [] }),
      reach: browsing,
      lines: [...PAGE, 'complaint.noOrder'],
    },
    {
      name: 'choosing an order',
      load: answer(problemInit),
      reach: async () => {
        await browsing();
        await userEvent.setup().click(screen.getByRole('button', { name: /^(See all orders|Ver todos los pedidos)$/ }));
        return screen.findByRole('dialog');
      },
      lines: [...WITH_ORDER, 'complaint.ordersTitle', 'complaint.close'],
    },
    {
      name: 'choosing a collection sub-type',
      load: answer(problemInit),
      reach: async () => {
        await browsing();
        await userEvent.setup().click(screen.getByRole('button', { name: 'Cobranza' }));
        return screen.findByRole('dialog');
      },
      lines: [...WITH_ORDER, 'complaint.sonTypesTitle', 'complaint.close'],
    },
  ],
});
