// The bank-card page's lines and the ways its states are reached (docs/decisions/0134): its pinned
// texts, its actors and taps, for tests/views/state-lines-bank-repayment.view.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { apiError, type ApiError } from '../../src/api';
import type { AmountAnswer, CommitResult, RepaymentRead, RepayWay } from '../../machines/bank-repayment/bank-repayment.types';
import { repayCards } from '../machines/bank-repayment.model';
import { FRAME_PINNED, type Pinned } from '../helpers/state-lines';
import type { LinesState } from '../helpers/state-lines-suite';

export const never = <T>() => new Promise<T>(() => undefined);
export const business = (code: string, message = '') => apiError({ kind: 'business', code, message });
export const network = () => apiError({ kind: 'network' });

/** The repayment way: the cards and the online option, or as `answer` says. */
export const way =
  (answer: () => Promise<RepayWay> = async () => ({ online: true, repayToken: 'rt_1', cards: repayCards })) =>
  () =>
    fromPromise<RepayWay>(answer);
/** The way answered from the kept ones first (docs/decisions/0128), then the fresh one as `fresh` says. */
export const keptThen = (fresh: () => Promise<RepayWay>) => () => {
  let n = 0;
  return fromPromise<RepayWay>(() => (n++ === 0 ? Promise.resolve({ online: true, repayToken: 'rt_kept', cards: repayCards, kept: true }) : fresh()));
};
/** The commit (and the resend, the same call) answering each time as the next of `answers` says; the last one again after. */
export const commits = (...answers: (() => Promise<CommitResult>)[]) => {
  let n = 0;
  return fromPromise<CommitResult>(() => (answers[Math.min(n++, answers.length - 1)] ?? never)());
};
export const refused = (error: ApiError) => () => Promise.reject(error);
export const needsCode = async (): Promise<CommitResult> => ({ needValid: true, repayRecordId: 'RP1' });
export const reads = (answer: () => Promise<RepaymentRead>) => fromPromise<RepaymentRead>(answer);
export const amount = (answer: () => Promise<AmountAnswer>) => fromPromise<AmountAnswer>(answer);
/** The SMS countdown over at once: Resend is offered. */
export const countedDown = (): AnyActorLogic => fromPromise(async () => undefined);

/** A payment of this order held on the phone, its answer lost a minute ago: the hold has passed when the page opens. */
export const heldLongAgo = () =>
  localStorage.setItem(
    'loan-journey.held.repay.U5.O1',
    JSON.stringify({
      key: 'k-1',
      of: 'commit|O1|rt_1|301|150000|0',
      tab: 'another-tab',
      sentAt: Date.now() - 61_000,
      lostAt: Date.now() - 60_000,
      outcome: null,
    }),
  );

const PAY = /^(Pay|Pagar)$/;
/** Resolves once the amount is known (shown, or why not). */
export const amountKnown = () => waitFor(() => expect(screen.getByTestId('repay-amount')).not.toHaveAttribute('aria-busy'));
export const choosing = () => screen.findByRole('button', { name: PAY });
/** Chooses the first card (unless `card` is false) and taps Pay. */
export const pay = async (card = true) => {
  await choosing();
  await amountKnown();
  const user = userEvent.setup();
  if (card) await user.click(screen.getAllByRole('radio')[0] as HTMLElement);
  await user.click(screen.getByRole('button', { name: PAY }));
  return user;
};
export const online = async () => {
  await choosing();
  await amountKnown();
  await userEvent.setup().click(screen.getByRole('button', { name: /^(Pay online|Pagar en línea)$/ }));
};
export const smsStep = () => screen.findByRole('dialog');
/** In the SMS step, types `code` and taps Confirm. */
export const confirmCode = async (code: string) => {
  const user = await pay();
  await smsStep();
  await user.click(screen.getByRole('textbox', { name: /^(Verification code|Código de verificación)$/ }));
  await user.paste(code);
  await user.click(screen.getByRole('button', { name: /^(Confirm payment|Confirmar pago)$/ }));
};

/** The page's title and the amount's label, on every state with an order. */
export const TOP = ['bankRepay.title', 'bankRepay.amount'];
export const CHOOSING = [...TOP, 'bankRepay.cards', 'bankRepay.pay', 'bankRepay.onlineHint', 'bankRepay.online'];
export const SMS = [...TOP, 'bankRepay.smsTitle', 'bankRepay.smsSent', 'bankRepay.code', 'bankRepay.cancel', 'bankRepay.confirm'];
export const COUNTING = [...SMS, 'bankRepay.resendIn'];

const notice = (text: RegExp) => () => screen.findByText(text);

/** The SMS step: a commit that asks for a code, its countdown, Resend, and the code's checks. */
export const SMS_STATES: LinesState[] = [
  {
    name: 'the SMS step, counting down',
    load: way(),
    actors: () => ({ commit: commits(needsCode) }),
    reach: () => pay().then(smsStep),
    lines: COUNTING,
  },
  {
    name: 'the SMS step, a code too short',
    load: way(),
    actors: () => ({ commit: commits(needsCode) }),
    reach: () => confirmCode('12').then(notice(/^请输入正确的验证码$/)),
    lines: [...COUNTING, 'bankRepay.shortCode'],
  },
  {
    name: 'the SMS step, confirming',
    load: way(),
    actors: () => ({ commit: commits(needsCode), confirm: fromPromise<void>(() => never()) }),
    reach: () => confirmCode('123456').then(() => screen.findByRole('button', { name: /^(Confirm payment|Confirmar pago)$/, busy: true })),
    lines: COUNTING,
  },
  {
    name: 'the SMS step, a wrong code',
    load: way(),
    actors: () => ({ commit: commits(needsCode), confirm: fromPromise<void>(refused(business('800006'))) }),
    reach: () => confirmCode('123456').then(notice(/^验证码错误$/)),
    lines: [...COUNTING, 'bankRepay.wrongCode'],
  },
  {
    name: 'the SMS step, Resend offered',
    load: way(),
    actors: () => ({ commit: commits(needsCode), countdown: countedDown() }),
    reach: () => pay().then(() => screen.findByRole('button', { name: /^(Resend code|Reenviar código)$/ })),
    lines: [...SMS, 'bankRepay.resend'],
  },
  {
    name: 'the SMS step, resending',
    load: way(),
    actors: () => ({ commit: commits(needsCode, never), countdown: countedDown() }),
    reach: async () => {
      const user = await pay();
      await user.click(await screen.findByRole('button', { name: /^(Resend code|Reenviar código)$/ }));
      return screen.findByRole('button', { name: /^(Resend code|Reenviar código)$/, busy: true });
    },
    lines: [...SMS, 'bankRepay.resend'],
  },
];

/** The bank-card page's lines, by hand, in both languages. Its notices in Chinese are the spec's own, in both. */
export const BANK_REPAYMENT_PINNED: Pinned = {
  ...FRAME_PINNED,
  'bankRepay.amount': { es: 'Monto a pagar', en: 'Amount to pay' },
  'bankRepay.amountFailed': {
    es: 'No se pudo cargar el monto a pagar. Pagar queda detenido hasta verlo.',
    en: 'The amount to pay could not be loaded. Paying is stopped until it is shown.',
  },
  'bankRepay.amountLoading': { es: 'Cargando el monto…', en: 'Loading the amount…' },
  'bankRepay.amountRetry': { es: 'Volver a cargar el monto', en: 'Load the amount again' },
  'bankRepay.amountUnavailable': { es: 'No disponible', en: 'Not available' },
  'bankRepay.cancel': { es: 'Cancelar', en: 'Cancel' },
  'bankRepay.cards': { es: 'Elija una tarjeta bancaria', en: 'Choose a bank card' },
  'bankRepay.checkAgain': { es: 'Comprobar de nuevo', en: 'Check again' },
  'bankRepay.checking': {
    es: 'Comprobando sus datos de pago. Podrá pagar en cuanto se confirmen.',
    en: 'Checking your payment details. You can pay once they are confirmed.',
  },
  'bankRepay.chooseCard': { es: '请先选择银行卡', en: '请先选择银行卡' },
  'bankRepay.code': { es: 'Código de verificación', en: 'Verification code' },
  'bankRepay.confirm': { es: 'Confirmar pago', en: 'Confirm payment' },
  'bankRepay.duplicate': { es: '请勿重复提交还款请求', en: '请勿重复提交还款请求' },
  'bankRepay.handleFailed': { es: '处理失败', en: '处理失败' },
  'bankRepay.noCards': { es: 'No tiene tarjetas bancarias registradas.', en: 'You have no bank cards on file.' },
  'bankRepay.notPaid': {
    es: 'Su pedido sigue mostrando el monto pendiente: el pago no se hizo. Puede pagar de nuevo.',
    en: 'Your order still shows the amount owed: the payment was not made. You can pay again.',
  },
  'bankRepay.online': { es: 'Pagar en línea', en: 'Pay online' },
  'bankRepay.onlineHint': {
    es: 'Otra forma de pago: continúe en la página segura del banco.',
    en: 'Another way to pay: continue on the bank’s secure page.',
  },
  'bankRepay.paid': { es: 'Pago enviado. Abriendo el detalle del préstamo…', en: 'Payment sent. Opening the loan details…' },
  'bankRepay.pay': { es: 'Pagar', en: 'Pay' },
  'bankRepay.queryFailed': { es: '查询失败', en: '查询失败' },
  'bankRepay.redirected': { es: 'Abriendo la página de pago…', en: 'Opening the payment page…' },
  'bankRepay.refused': {
    es: 'No se pudo abrir la página de pago: la dirección no está permitida.',
    en: 'The payment page could not be opened: its address is not allowed.',
  },
  'bankRepay.resend': { es: 'Reenviar código', en: 'Resend code' },
  'bankRepay.resendIn': { es: 'Reenviar ({seconds} s)', en: 'Resend ({seconds} s)' },
  'bankRepay.shortCode': { es: '请输入正确的验证码', en: '请输入正确的验证码' },
  'bankRepay.smsSent': {
    es: 'Enviamos un código por SMS para confirmar el pago con {card}.',
    en: 'We sent a code by SMS to confirm the payment with {card}.',
  },
  'bankRepay.smsTitle': { es: 'Verificación por SMS', en: 'SMS verification' },
  'bankRepay.stopMissing': { es: 'Pago detenido: falta {value}.', en: 'Payment stopped: {value} is missing.' },
  'bankRepay.stopUnusable': { es: 'Pago detenido: {value} no es válido.', en: 'Payment stopped: {value} is not valid.' },
  'bankRepay.title': { es: 'Pagar con tarjeta bancaria', en: 'Pay by bank card' },
  'bankRepay.unconfirmed': {
    es: 'No pudimos confirmar sus datos de pago. No podrá pagar hasta comprobarlos.',
    en: 'We could not confirm your payment details. You cannot pay until they are checked.',
  },
  'bankRepay.unknown': {
    es: 'No sabemos si su pago se realizó: la respuesta no llegó. No pague de nuevo todavía.',
    en: 'We cannot tell whether your payment went through: the answer did not arrive. Do not pay again yet.',
  },
  'bankRepay.unknownHow': {
    es: 'Estamos consultando el estado de su pago; Pagar vuelve solo si muestra que el pago no se hizo (hasta 40 segundos).',
    en: 'We are reading the state of your payment; Pay comes back only if it shows the payment was not made (up to 40 seconds).',
  },
  'bankRepay.unknownUnread': {
    es: 'No pudimos leer el estado de su pago. Vuelva a consultarlo antes de pagar de nuevo.',
    en: 'We could not read the state of your payment. Check it again before paying again.',
  },
  'bankRepay.value.couponId': { es: 'el cupón del enlace', en: 'the coupon in the link' },
  'bankRepay.value.orderId': { es: 'el pedido del enlace', en: 'the order in the link' },
  'bankRepay.value.productId': { es: 'el producto del enlace', en: 'the product in the link' },
  'bankRepay.value.repayAmount': { es: 'el monto adeudado que envió el servidor', en: 'the amount due sent by the server' },
  'bankRepay.value.withholdingAmount': { es: 'el monto a pagar del enlace', en: 'the amount to pay in the link' },
  'bankRepay.wrongCode': { es: '验证码错误', en: '验证码错误' },
  'common.error': { es: 'error', en: 'error' },
};
