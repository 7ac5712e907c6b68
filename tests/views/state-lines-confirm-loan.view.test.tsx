// Every line in every state, in both languages (docs/decisions/0134): the confirm loan page, each
// state of its machine (loading, failed, the offer, an unusable offer, recalculating, submitting, a
// push refused, an address refused, held, unknown, checking, not taken; leaving and taken open the
// order's details, another page) and a link with no product, in Spanish and in English, shows exactly the texts pinned here for the keys that state
// uses, and no other text of the page's keys (read from its source files). The offer's labels are
// ours where the server sends none (amountDec, ratemsg empty). The title and Confirm share their text,
// as do the page's Retry and the frame's: where one is shown, so is the other's key.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { apiError, type ApiError, type LoanConfirm } from '../../src/api';
import type { OrderRead, PushOutcome } from '../../machines/confirm-loan/confirm-loan.machine';
import ConfirmLoanPage from '../../src/flows/confirm-loan/confirm-loan-page';
import { confirmOffer } from '../../stories/support/loan-fixtures';
import { FRAME_PINNED } from '../helpers/state-lines';
import { describeStateLines, type LinesState } from '../helpers/state-lines-suite';

const never = <T,>() => new Promise<T>(() => undefined);
const offer =
  (overrides: Partial<LoanConfirm> = {}) =>
  () =>
    fromPromise<LoanConfirm>(async () => confirmOffer({ amountDec: '', ratemsg: '', ...overrides }));
const push = (answer: () => Promise<PushOutcome>) => () => ({ pushLoan: fromPromise<PushOutcome>(answer) });
const refused = (error: ApiError) => () => Promise.reject(error);
/** The order's reads: the first fails (the hold ends unknown), the next as `then` says. */
const reads = (then: () => Promise<OrderRead>) => () => {
  let n = 0;
  return { readOrder: fromPromise<OrderRead>(() => (n++ === 0 ? Promise.reject(apiError({ kind: 'network' })) : then())) };
};
/** A push this page sent a minute ago whose answer was lost: the hold has passed when the page opens. */
const heldLongAgo = () =>
  localStorage.setItem(
    'loan-journey.held.loan..product-7',
    JSON.stringify({ key: 'k-1', of: '7|300000|91|1', tab: 'another-tab', sentAt: Date.now() - 61_000, lostAt: Date.now() - 60_000, outcome: null }),
  );

const CONFIRM = /^(Confirm loan|Confirmar préstamo)$/;
const offerShown = () => screen.findByTestId('confirm-amount');
const tapConfirm = async () => {
  await offerShown();
  await userEvent.setup().click(screen.getByRole('button', { name: CONFIRM }));
};
const unknown = () => screen.findByTestId('confirm-unknown');
const tapCheck = async () => {
  await unknown();
  await userEvent.setup().click(screen.getByRole('button', { name: /^(Check my order again|Volver a consultar mi pedido)$/ }));
};

/** The title and the Confirm button: one text in each language. */
const TITLE = ['confirm.title', 'confirm.submit'];
/** Retry on a refused push and on the failed load: one text in each language. */
const RETRY = ['confirm.retry', 'common.retry'];
const OFFER = [
  ...TITLE,
  'confirm.logo',
  'confirm.amount',
  'confirm.term',
  'confirm.days',
  'confirm.rate',
  'confirm.coupon',
  'confirm.details',
  'confirm.plan',
  'confirm.contract',
  'confirm.agree',
];
const UNKNOWN = ['confirm.unknown', 'confirm.unknownHow', 'confirm.openDetails', 'confirm.checkOrder'];

const states: LinesState[] = [
  {
    name: 'loading (the frame, Confirm inert)',
    load: () => fromPromise<LoanConfirm>(() => never()),
    reach: () => screen.findByRole('status'),
    lines: [...TITLE, 'confirm.agree', 'common.loading'],
  },
  {
    name: 'failed to load',
    load: () => fromPromise<LoanConfirm>(refused(apiError({ kind: 'network' }))),
    reach: () => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ }),
    lines: ['ui.loadFailed', ...RETRY],
  },
  { name: 'the offer', load: offer(), reach: offerShown, lines: OFFER },
  {
    name: 'an offer whose amount cannot be read',
    load: offer({ amount: 'N/D' }),
    reach: () => screen.findByTestId('confirm-unusable'),
    lines: [...OFFER, 'confirm.offerUnusable'],
  },
  {
    name: 'recalculating',
    load: offer({ isNeedPop: 1 }),
    reach: () => screen.findByRole('dialog'),
    lines: [...OFFER, 'confirm.recalcTitle', 'confirm.recalcText'],
  },
  {
    name: 'submitting',
    load: offer(),
    actors: push(never),
    reach: () => tapConfirm().then(() => screen.findByRole('button', { name: CONFIRM, busy: true })),
    lines: OFFER,
  },
  {
    name: 'the push refused',
    load: offer(),
    actors: push(refused(apiError({ kind: 'business', code: '2001', message: 'No pudimos procesar su solicitud.' }))),
    reach: () => tapConfirm().then(() => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ })),
    lines: [...OFFER, 'confirm.pushFailed', 'confirm.pushFailedRetry', ...RETRY],
  },
  {
    name: 'confirmed, the order’s address refused',
    load: offer(),
    actors: push(async () => ({ url: null })),
    reach: () => tapConfirm().then(() => screen.findByRole('button', { name: /^(View my order|Ver mi pedido)$/ })),
    lines: [...OFFER, 'confirm.redirectRefused', 'confirm.openDetails'],
  },
  {
    name: 'held (the push’s answer lost, the order read meanwhile)',
    load: offer(),
    actors: () => ({ ...push(refused(apiError({ kind: 'network' })))(), readOrder: fromPromise<OrderRead>(() => never()) }),
    reach: () => tapConfirm().then(() => screen.findByTestId('confirm-held')),
    lines: [...OFFER, 'confirm.held', 'confirm.heldHow', 'confirm.openDetails'],
  },
  {
    name: 'unknown (the hold passed, the order unread)',
    arrange: heldLongAgo,
    load: offer(),
    actors: reads(never),
    reach: unknown,
    lines: [...OFFER, ...UNKNOWN],
  },
  {
    name: 'checking the order again',
    arrange: heldLongAgo,
    load: offer(),
    actors: reads(never),
    reach: () => tapCheck().then(() => screen.findByRole('button', { name: /^(Check my order again|Volver a consultar mi pedido)$/, busy: true })),
    lines: [...OFFER, ...UNKNOWN],
  },
  {
    name: 'not taken (the order shows no loan: Confirm again)',
    arrange: heldLongAgo,
    load: offer(),
    actors: reads(async () => ({ taken: false })),
    reach: () => tapCheck().then(() => screen.findByText(/^(Your order shows no loan|Su pedido no muestra el préstamo)/)),
    lines: [...OFFER, 'confirm.notTaken'],
  },
  {
    name: 'a link with no product (its title, and why nothing loads)',
    route: '/loan/confirm',
    reach: () => screen.findByRole('alert'),
    lines: TITLE,
  },
];

describeStateLines('confirm loan page', {
  Page: ConfirmLoanPage,
  route: '/loan/confirm?productId=7',
  machineId: 'confirmLoan',
  actor: 'loadConfirm',
  files: [
    'src/flows/confirm-loan/confirm-loan-page.tsx',
    'src/flows/confirm-loan/confirm-loan-view.tsx',
    'src/flows/confirm-loan/confirm-loan-offer.tsx',
    'src/flows/confirm-loan/confirm-loan-hold.tsx',
    'src/ui/page-state.tsx',
  ],
  pinned: {
    ...FRAME_PINNED,
    'confirm.agree': { es: 'He leído y acepto el contrato del préstamo', en: 'I have read and accept the loan contract' },
    'confirm.amount': { es: 'Monto a depositar', en: 'Disbursal amount' },
    'confirm.checkOrder': { es: 'Volver a consultar mi pedido', en: 'Check my order again' },
    'confirm.contract': { es: 'Ver contrato del préstamo', en: 'View the loan contract' },
    'confirm.coupon': { es: 'Cupón', en: 'Coupon' },
    'confirm.days': { es: '{days} días', en: '{days} days' },
    'confirm.details': { es: 'Detalles del préstamo', en: 'Loan details' },
    'confirm.held': {
      es: 'Todavía no sabemos si su préstamo se solicitó: una solicitud sigue sin respuesta (en esta página, antes de volver a cargarla o en otra ventana).',
      en: 'We cannot tell yet whether your loan was requested: a request for it has no answer yet (on this page, before it was reloaded, or in another window).',
    },
    'confirm.heldHow': {
      es: 'Estamos consultando su pedido; puede tardar hasta 40 segundos. No lo confirme de nuevo mientras tanto.',
      en: 'We are reading your order; this can take up to 40 seconds. Do not confirm again meanwhile.',
    },
    'confirm.logo': { es: 'Logotipo de {name}', en: '{name} logo' },
    'confirm.notTaken': {
      es: 'Su pedido no muestra el préstamo tras 40 segundos: no se solicitó. Puede confirmarlo de nuevo.',
      en: 'Your order shows no loan after 40 seconds: your loan was not requested. You can confirm it again.',
    },
    'confirm.offerUnusable': {
      es: 'No podemos confirmar esta oferta ahora: su monto o plazo no se pudo leer. Inténtelo más tarde.',
      en: 'We cannot confirm this offer now: its amount or term could not be read. Please try again later.',
    },
    'confirm.openDetails': { es: 'Ver mi pedido', en: 'View my order' },
    'confirm.plan': { es: 'Plan de pagos', en: 'Repayment plan' },
    'confirm.pushFailed': { es: 'No pudimos enviar su solicitud.', en: 'We could not send your request.' },
    'confirm.pushFailedRetry': { es: 'Su préstamo no se confirmó. Inténtelo de nuevo.', en: 'Your loan was not confirmed. Please try again.' },
    'confirm.rate': { es: 'Tasa de interés diaria', en: 'Daily interest rate' },
    'confirm.recalcText': {
      es: 'Su monto fue ajustado a {amount}. Estamos actualizando su oferta…',
      en: 'Your amount was adjusted to {amount}. We are updating your offer…',
    },
    'confirm.recalcTitle': { es: 'Recalculando su préstamo', en: 'Recalculating your loan' },
    'confirm.redirectRefused': {
      es: 'Su préstamo fue confirmado, pero la dirección del pedido no es de confianza y no la abrimos.',
      en: 'Your loan was confirmed, but the order address is not trusted, so we did not open it.',
    },
    'confirm.retry': { es: 'Reintentar', en: 'Retry' },
    'confirm.submit': { es: 'Confirmar préstamo', en: 'Confirm loan' },
    'confirm.term': { es: 'Plazo', en: 'Loan term' },
    'confirm.title': { es: 'Confirmar préstamo', en: 'Confirm loan' },
    'confirm.unknown': {
      es: 'No sabemos si su préstamo se solicitó: la respuesta no llegó y no pudimos leer su pedido.',
      en: 'We cannot tell whether your loan was requested: the answer did not arrive and your order could not be read.',
    },
    'confirm.unknownHow': {
      es: 'No lo envíe de nuevo todavía: revise su pedido, o vuelva a consultarlo para saber si el préstamo no se solicitó.',
      en: 'Do not send it again yet: look at your order, or check it again to learn whether the loan was not requested.',
    },
  },
  notShown: {},
  states,
});
