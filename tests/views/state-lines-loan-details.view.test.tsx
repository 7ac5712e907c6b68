// Every line in every state, in both languages (docs/decisions/0134): the loan details page, each of
// its states (loading, failed, an order of each kind of status, the extension reminder) in Spanish
// and in English, shows exactly the texts pinned here for the keys that state uses, and no other
// text of the page's keys (read from its source files). The status's own lines are the server's.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { apiError, type LoanDetails } from '../../src/api';
import LoanDetailsPage from '../../src/flows/loan-details/loan-details-page';
import { orderDetails } from '../../stories/support/loan-fixtures';
import { FRAME_PINNED } from '../helpers/state-lines';
import { describeStateLines } from '../helpers/state-lines-suite';

const never = () => fromPromise<LoanDetails>(() => new Promise<LoanDetails>(() => undefined));
const answer = (order: LoanDetails) => () => fromPromise<LoanDetails>(async () => order);
const shown = (status: number) => () => screen.findByRole('heading', { level: 2, name: `Estado ${status}` });
/** Every loaded order: the title, the product's logo and (but for a rejected one) the order's details. */
const ORDER = ['details.title', 'details.logo', 'details.list'];
const REMINDER = ['details.reminderTitle', 'details.reminderText', 'details.reminderExtend', 'details.reminderNoNeed'];

describeStateLines('loan details page', {
  Page: LoanDetailsPage,
  route: '/loan/detail?productId=7&orderId=240518001',
  machineId: 'loanDetails',
  actor: 'loadDetails',
  files: ['src/flows/loan-details/loan-details-page.tsx', 'src/flows/loan-details/loan-details-view.tsx', 'src/ui/page-state.tsx'],
  pinned: {
    ...FRAME_PINNED,
    'details.title': { es: 'Detalles del préstamo', en: 'Loan details' },
    'details.logo': { es: 'Logotipo de {name}', en: '{name} logo' },
    'details.list': { es: 'Detalle del pedido', en: 'Order details' },
    'details.repay': { es: 'Pagar', en: 'Repay' },
    'details.extend': { es: 'Extensión', en: 'Extension' },
    'details.again': { es: 'Pedir otro préstamo', en: 'Borrow again' },
    'details.reminderTitle': { es: 'Extienda su plazo', en: 'Extend your term' },
    'details.reminderText': {
      es: 'Puede extender el plazo de su préstamo pagando solo el cargo de extensión.',
      en: 'You can extend your loan term by paying only the extension fee.',
    },
    'details.reminderExtend': { es: 'Extender el plazo', en: 'Extend the term' },
    'details.reminderNoNeed': { es: 'No es necesario', en: 'No need' },
    'details.deepLinkRefused': { es: 'No se pudo abrir la aplicación de préstamos.', en: 'The lending app could not be opened.' },
  },
  notShown: {
    'details.deepLinkRefused': 'a toast after Borrow again when the link is refused: tests/views/loan-details.view.test.tsx taps it',
  },
  states: [
    { name: 'loading', load: never, reach: () => screen.findByRole('status'), lines: ['details.title', 'common.loading'] },
    {
      name: 'failed',
      load: () => fromPromise<LoanDetails>(() => Promise.reject(apiError({ kind: 'network' }))),
      reach: () => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ }),
      lines: ['ui.loadFailed', 'common.retry'],
    },
    { name: 'in review (21): no action', load: answer(orderDetails(21)), reach: shown(21), lines: ORDER },
    { name: 'rejected (110): no detail list', load: answer(orderDetails(110)), reach: shown(110), lines: ['details.title', 'details.logo'] },
    { name: 'overdue (180): Repay', load: answer(orderDetails(180)), reach: shown(180), lines: [...ORDER, 'details.repay'] },
    {
      name: 'to repay with an extension possible (174, isDelay 1): Repay and Extension',
      load: answer(orderDetails(174, { isDelay: 1 })),
      reach: shown(174),
      lines: [...ORDER, 'details.repay', 'details.extend'],
    },
    { name: 'settled (200): Borrow again', load: answer(orderDetails(200)), reach: shown(200), lines: [...ORDER, 'details.again'] },
    {
      name: 'the extension reminder, over the page',
      load: answer(orderDetails(174, { isDelay: 1 })),
      reach: async () => {
        await shown(174)();
        await userEvent.setup().click(screen.getByRole('button', { name: /^(Repay|Pagar)$/ }));
        return screen.findByRole('dialog');
      },
      lines: [...ORDER, 'details.repay', 'details.extend', ...REMINDER],
    },
  ],
});
