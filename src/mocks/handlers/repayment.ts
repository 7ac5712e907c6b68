import type { HttpHandler } from 'msw';
import { paths } from '../../config/paths';
import { currentOrderStatus, hasScenario } from '../scenarios';
import { createRepayRecord, demoCodes, findRepayRecord, issueRepayToken, repayTokenOrder, tokenAlreadyPaid } from '../store';
import { coded, get, legacyRepayBase, missing, pageUrl, post, readParams, type RouteInfo } from './route';

export const bankCards = [
  { id: '301', bankName: 'BBVA México', cardNo: '**** **** **** 4821', bankCode: 'BBVA' },
  { id: '302', bankName: 'Banorte', cardNo: '**** **** **** 7719', bankCode: 'BANORTE' },
  { id: '303', bankName: 'Santander', cardNo: '**** **** **** 0356', bankCode: 'SANTANDER' },
];

const messages = {
  duplicate: 'No envíe la solicitud de pago dos veces.',
  wrongCode: 'El código de verificación es incorrecto.',
  declined: 'El banco rechazó el cargo. Intente con otra tarjeta.',
  expired: 'La sesión de pago venció. Vuelva a intentarlo.',
  noDebt: 'Este pedido no tiene pagos pendientes.',
};

function positiveAmount(value: string | undefined): boolean {
  return /^\d+$/.test(value ?? '') && Number(value) > 0;
}

async function repaymentWay({ request }: RouteInfo): Promise<Response> {
  const p = await readParams(request);
  const absent = missing(p, 'orderId');
  if (absent) return coded('01', absent);
  if (![170, 174, 180].includes(currentOrderStatus())) return coded('01', messages.noDebt);
  return coded('00', 'ok', { alipay: hasScenario('repay-online') ? 1 : 0, repayToken: issueRepayToken(p.orderId ?? ''), bankCards });
}

export const repaymentHandlers: HttpHandler[] = [
  get(`${legacyRepayBase}/repayment-way`, repaymentWay),
  post(`${legacyRepayBase}/repayment-way`, repaymentWay),

  post(`${legacyRepayBase}/repayment-commit`, async ({ request }) => {
    const p = await readParams(request);
    if (hasScenario('repay-800005')) return coded('800005', messages.duplicate);
    if (hasScenario('repay-fail')) return coded('800001', messages.declined);
    const absent = missing(p, 'amount', 'cardId', 'orderId', 'repayToken');
    if (absent) return coded('01', absent);
    if (!positiveAmount(p.amount)) return coded('01', 'Monto no válido.');
    const token = p.repayToken ?? '';
    if (repayTokenOrder(token) !== p.orderId) return coded('800002', messages.expired);
    if (tokenAlreadyPaid(token)) return coded('800005', messages.duplicate);
    if (!bankCards.some((c) => c.id === p.cardId)) return coded('800003', 'La tarjeta seleccionada no es válida.');
    const needValid = hasScenario('need-valid') ? 1 : 0;
    const record = createRepayRecord({
      orderId: p.orderId ?? '',
      amount: Number(p.amount),
      cardId: p.cardId ?? '',
      repayToken: token,
      state: needValid ? 'awaitingCode' : 'paid',
    });
    return coded('00', 'ok', { needValid, repayRecordId: record.repayRecordId });
  }),

  post(`${legacyRepayBase}/repayment-confirm`, async ({ request }) => {
    const p = await readParams(request);
    if (hasScenario('repay-800006')) return coded('800006', messages.wrongCode);
    const absent = missing(p, 'orderId', 'verifyCode', 'repaymentRecordId');
    if (absent) return coded('01', absent);
    const record = findRepayRecord(p.repaymentRecordId);
    if (!record || record.orderId !== p.orderId) return coded('800004', 'El registro de pago no existe.');
    if (record.state === 'paid') return coded('800005', messages.duplicate);
    if (p.verifyCode !== demoCodes.repaySms) return coded('800006', messages.wrongCode);
    record.state = 'paid';
    return coded('00', 'Pago realizado.', { repayRecordId: record.repayRecordId });
  }),

  post(`${legacyRepayBase}/repayment-huichao`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(p, 'userId', 'orderId', 'amount');
    if (absent) return coded('01', absent);
    if (!positiveAmount(p.amount)) return coded('01', 'Monto no válido.');
    // The real gateway is another site; the demo lands back on the loan detail page.
    return coded('00', 'ok', { url: pageUrl(request, paths.loanDetail, { orderId: p.orderId ?? '', from: 'huichao' }) });
  }),
];
