import { HttpResponse, type HttpHandler } from 'msw';
import { paths } from '../../config/paths';
import { config } from '../../config/env';
import { labels } from '../data/labels';
import { currentOrder, day, dueOffset, findOrder, loanTerms, orders } from '../data/loan';
import { orderRows, statusCopy } from '../data/order-status';
import { currentOrderStatus, hasScenario, LATE_LOAN_MS, pushScenarios, type OrderStatus } from '../scenarios';
import { recordPush, recordScore, wasPaid, wasPushed } from '../store';
import { fileUrl, maintains, missing, pageUrl, post, readParams, requestLang, text, v3 } from './route';

function productOf(productId: string | undefined) {
  return orders.find((o) => o.productId === productId) ?? currentOrder;
}

function contractUrl(request: Request, orderNo: string): string {
  return hasScenario('no-contract') ? '' : pageUrl(request, paths.loanAgreement, { orderNo });
}

/**
 * The order's status: settled once a card payment was taken (repay-502); while a push scenario is on,
 * 21 (no loan yet) until a push made the loan and it shows; else the scenario's (docs/decisions/0133).
 */
function orderStatusOf(productId: string | undefined, orderId: string | undefined): OrderStatus {
  if (wasPaid(orderId)) return 200;
  if (pushScenarios.some(hasScenario) && !wasPushed(productId)) return 21;
  return currentOrderStatus();
}

export const loanHandlers: HttpHandler[] = [
  post(`${maintains}/v3/loan-confirm/loan-detail-confirm`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(request, p, 'productId');
    if (absent) return v3.fail(1, absent);
    // After a push the connection dropped (push-dropped), the offer says the loan was requested.
    if (wasPushed(p.productId))
      return v3.fail(
        3001,
        text(request, {
          es: 'Ya solicitó este préstamo. Consulte su pedido.',
          en: 'You have already requested this loan. Look at your order.',
        }),
      );
    const l = text(request, labels);
    const reload = p.isType === '1';
    // The recalculated offer (after the modal) is lower; the reload answers isNeedPop 0 so the modal does not loop.
    const t = loanTerms(hasScenario('need-pop') && reload ? 250000 : 300000, 91);
    const product = productOf(p.productId);
    const last = t.total - t.instalment * (t.instalments - 1);
    return v3.ok({
      firstPayTime: day(30),
      amount: t.amount,
      periods: t.days,
      termUnit: 1,
      isNeedPop: hasScenario('need-pop') && !reload ? 1 : 0,
      sendSms: 0,
      details: [
        { text: l.amountRequested, value: t.amount },
        { text: l.openingFee, value: t.commission },
        { text: l.iva, value: t.iva },
        { text: l.interest, value: t.interest },
        { text: l.toReceive, value: t.giveAmount },
        { text: l.depositAccount, value: 'BBVA México ****4821' },
      ],
      repay_plans: Array.from({ length: t.instalments }, (_, i) => ({
        title: `${l.payment} ${l.paymentOf(i + 1, t.instalments)}`,
        pay_time: day(30 * (i + 1)),
        amount: i === t.instalments - 1 ? last : t.instalment,
        description: text(request, { es: 'Capital más intereses', en: 'Principal plus interest' }),
      })),
      loanRate: '0.03%',
      ratemsg: text(request, { es: 'Tasa de interés diaria', en: 'Daily interest rate' }),
      amountDec: text(request, { es: 'Monto que recibirá en su cuenta', en: 'Amount you will receive in your account' }),
      isNewContract: contractUrl(request, currentOrder.orderNo),
      messageType: 0,
      comProductLogo: fileUrl(request, product.logo),
      comProductName: product.productName,
      couNum: 5000,
    });
  }),

  post(`${maintains}/v3/loan-confirm/loan-detail-push`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(request, p, 'amount', 'periods', 'termUnit', 'productId');
    if (absent) return v3.fail(1, absent);
    if (!/^\d+$/.test(p.amount ?? '')) return v3.fail(1, text(request, { es: 'Monto no válido', en: 'Invalid amount' }));
    // A gateway's 504: the origin's answer did not arrive, and here the loan was not made.
    if (hasScenario('push-504')) return new HttpResponse('Gateway Time-out', { status: 504, headers: { 'content-type': 'text/html' } });
    // The same 504, the origin still working: the loan shows in the order a little later (docs/decisions/0133).
    if (hasScenario('push-504-late')) {
      recordPush(p.productId ?? '', Date.now() + LATE_LOAN_MS);
      return new HttpResponse('Gateway Time-out', { status: 504, headers: { 'content-type': 'text/html' } });
    }
    // The loan made, then a crash while answering: a 500 says nothing of the loan.
    if (hasScenario('push-500')) {
      recordPush(p.productId ?? '');
      return new HttpResponse('Internal Server Error', { status: 500, headers: { 'content-type': 'text/html' } });
    }
    if (hasScenario('push-dropped')) {
      // The server takes the loan, and the connection drops before the answer leaves.
      recordPush(p.productId ?? '');
      return HttpResponse.error();
    }
    if (hasScenario('push-fail')) {
      return v3.fail(
        2001,
        text(request, {
          es: 'No pudimos procesar su solicitud en este momento. Intente más tarde.',
          en: 'We could not process your application right now. Please try again later.',
        }),
      );
    }
    return v3.ok({
      lendDetailsUrl: pageUrl(request, paths.loanDetail, { orderId: currentOrder.orderId, productId: p.productId ?? '' }),
    });
  }),

  post(`${maintains}/v3/loan-details/loan-details`, async ({ request }) => {
    const p = await readParams(request);
    if (!p.orderId && !p.productId) {
      return v3.fail(1, text(request, { es: 'Faltan datos obligatorios: orderId, productId', en: 'Required data missing: orderId, productId' }));
    }
    const order = findOrder(p.orderId) ?? currentOrder;
    const status = orderStatusOf(p.productId, p.orderId);
    const copy = text(request, statusCopy[status]);
    const due = status === 174 ? ` ${text(request, labels).dueDate}: ${day(dueOffset(status))}.` : '';
    return v3.ok({
      orderStatus: status,
      noticeStatusText: copy.title,
      noticeDesText: copy.desc + due,
      productName: order.productName,
      productLogo: fileUrl(request, order.logo),
      userOrderDetail: { detail: orderRows(order, status, requestLang(request)) },
      inside: 0,
      // Settled orders ask the page to offer the rating modal.
      isScore: status === 200 ? 1 : 0,
      h5Url: pageUrl(request, paths.repayChoose, { orderId: order.orderId, productId: order.productId }),
      isDelay: hasScenario('delay') ? '1' : '0',
      isNewContract: contractUrl(request, order.orderNo),
    });
  }),

  post(`${maintains}/v3/loan-details/contract-detail`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(request, p, 'orderNo');
    if (absent) return v3.fail(1, absent);
    if (hasScenario('contract-fail')) {
      return v3.fail(3004, text(request, { es: 'No se encontró el contrato de este pedido.', en: 'The contract for this order was not found.' }));
    }
    const order = findOrder(p.orderNo) ?? currentOrder;
    const t = loanTerms(order.amount, order.days);
    const name = 'María Fernanda López García';
    return v3.ok({
      userName: name,
      username: name,
      productName: order.productName,
      amount: t.amount,
      mount: t.amount,
      bankNo: '**** **** **** 4821',
      daiDate: day(-order.disbursedDaysAgo),
      planDate: day(order.days - order.disbursedDaysAgo),
      contractAmount: t.total,
      commission: t.commission,
      Interest: t.interest,
      IVA: t.iva,
      giveAmount: t.giveAmount,
      userAddress: 'Calle Miguel Hidalgo 45, Col. Centro, C.P. 44100, Guadalajara, Jalisco',
      contractDate: day(-order.disbursedDaysAgo),
      company: config.company.name,
    });
  }),

  post(`${maintains}/v3/loan-details/google-score`, async ({ request }) => {
    const p = await readParams(request);
    const score = Number(p.score);
    if (!Number.isInteger(score) || score < 1 || score > 5) return v3.fail(1, text(request, { es: 'Calificación no válida', en: 'Invalid rating' }));
    recordScore(score);
    return v3.ok({});
  }),
];
