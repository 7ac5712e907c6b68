import { HttpResponse, type HttpHandler } from 'msw';
import { paths } from '../../config/paths';
import type { Texts } from '../lang';
import { currentOrderStatus, hasScenario } from '../scenarios';
import { createRepayRecord, recordPaid, demoCodes, findRepayRecord, issueRepayToken, repayTokenOrder, tokenAlreadyPaid } from '../store';
import { coded, get, legacyRepayBase, missing, pageUrl, post, readParams, text, type RouteInfo } from './route';

export const bankCards = [
  { id: '301', bankName: 'BBVA México', cardNo: '**** **** **** 4821', bankCode: 'BBVA' },
  { id: '302', bankName: 'Banorte', cardNo: '**** **** **** 7719', bankCode: 'BANORTE' },
  { id: '303', bankName: 'Santander', cardNo: '**** **** **** 0356', bankCode: 'SANTANDER' },
];

const messages = {
  duplicate: { es: 'No envíe la solicitud de pago dos veces.', en: 'Do not send the payment request twice.' },
  wrongCode: { es: 'El código de verificación es incorrecto.', en: 'The verification code is incorrect.' },
  declined: { es: 'El banco rechazó el cargo. Intente con otra tarjeta.', en: 'The bank declined the charge. Please try another card.' },
  expired: { es: 'La sesión de pago venció. Vuelva a intentarlo.', en: 'The payment session expired. Please try again.' },
  noDebt: { es: 'Este pedido no tiene pagos pendientes.', en: 'This order has no pending payment.' },
  badAmount: { es: 'Monto no válido.', en: 'Invalid amount.' },
  badCard: { es: 'La tarjeta seleccionada no es válida.', en: 'The selected card is not valid.' },
  noRecord: { es: 'El registro de pago no existe.', en: 'The payment record does not exist.' },
  paid: { es: 'Pago realizado.', en: 'Payment made.' },
} satisfies Record<string, Texts>;

function positiveAmount(value: string | undefined): boolean {
  return /^\d+$/.test(value ?? '') && Number(value) > 0;
}

async function repaymentWay({ request }: RouteInfo): Promise<Response> {
  const p = await readParams(request);
  const absent = missing(request, p, 'orderId');
  if (absent) return coded('01', absent);
  if (![170, 174, 180].includes(currentOrderStatus())) return coded('01', text(request, messages.noDebt));
  return coded('00', 'ok', { alipay: hasScenario('repay-online') ? 1 : 0, repayToken: issueRepayToken(p.orderId ?? ''), bankCards });
}

export const repaymentHandlers: HttpHandler[] = [
  get(`${legacyRepayBase}/repayment-way`, repaymentWay),
  post(`${legacyRepayBase}/repayment-way`, repaymentWay),

  post(`${legacyRepayBase}/repayment-commit`, async ({ request }) => {
    const p = await readParams(request);
    if (hasScenario('repay-800005')) return coded('800005', text(request, messages.duplicate));
    if (hasScenario('repay-fail')) return coded('800001', text(request, messages.declined));
    const absent = missing(request, p, 'amount', 'cardId', 'orderId', 'repayToken');
    if (absent) return coded('01', absent);
    if (!positiveAmount(p.amount)) return coded('01', text(request, messages.badAmount));
    const token = p.repayToken ?? '';
    if (repayTokenOrder(token) !== p.orderId) return coded('800002', text(request, messages.expired));
    if (tokenAlreadyPaid(token)) return coded('800005', text(request, messages.duplicate));
    if (!bankCards.some((c) => c.id === p.cardId)) return coded('800003', text(request, messages.badCard));
    const needValid = hasScenario('need-valid') ? 1 : 0;
    const record = createRepayRecord({
      orderId: p.orderId ?? '',
      amount: Number(p.amount),
      cardId: p.cardId ?? '',
      repayToken: token,
      state: needValid ? 'awaitingCode' : 'paid',
    });
    // The payment taken, then the proxy's 502 for an answer that dropped (docs/decisions/0133).
    if (hasScenario('repay-502') && !needValid) {
      recordPaid(p.orderId ?? '');
      return new HttpResponse('Bad Gateway', { status: 502, headers: { 'content-type': 'text/html' } });
    }
    return coded('00', 'ok', { needValid, repayRecordId: record.repayRecordId });
  }),

  post(`${legacyRepayBase}/repayment-confirm`, async ({ request }) => {
    const p = await readParams(request);
    if (hasScenario('repay-800006')) return coded('800006', text(request, messages.wrongCode));
    const absent = missing(request, p, 'orderId', 'verifyCode', 'repaymentRecordId');
    if (absent) return coded('01', absent);
    const record = findRepayRecord(p.repaymentRecordId);
    if (!record || record.orderId !== p.orderId) return coded('800004', text(request, messages.noRecord));
    if (record.state === 'paid') return coded('800005', text(request, messages.duplicate));
    if (p.verifyCode !== demoCodes.repaySms) return coded('800006', text(request, messages.wrongCode));
    record.state = 'paid';
    return coded('00', text(request, messages.paid), { repayRecordId: record.repayRecordId });
  }),

  post(`${legacyRepayBase}/repayment-huichao`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(request, p, 'userId', 'orderId', 'amount');
    if (absent) return coded('01', absent);
    if (!positiveAmount(p.amount)) return coded('01', text(request, messages.badAmount));
    // The real gateway is another site; the demo lands back on the loan detail page.
    return coded('00', 'ok', { url: pageUrl(request, paths.loanDetail, { orderId: p.orderId ?? '', from: 'huichao' }) });
  }),
];
