import type { HttpHandler } from 'msw';
import { config } from '../../config/env';
import { channels, findChannel, groupTitles, voucherCode, type Channel } from '../data/channels';
import { labels } from '../data/labels';
import { currentOrder, day, dueOffset, findOrder, loanTerms, type DemoOrder } from '../data/loan';
import { delayTexts, voucherTexts } from '../data/repay-texts';
import type { Texts } from '../lang';
import { currentOrderStatus, hasScenario } from '../scenarios';
import { fileUrl, maintains, missing, post, readParams, text, v3 } from './route';

function barcodeUrl(request: Request, code: string): string {
  return fileUrl(request, `barcode-${code.replace(/\D/g, '')}.svg`);
}

function entry(request: Request, c: Channel) {
  return {
    logo: fileUrl(request, c.logo),
    desc: text(request, c.desc),
    payCode: c.payCode,
    vCode: c.vCode,
    BARcodeImg: c.barcode && c.vCode ? barcodeUrl(request, c.vCode) : '',
  };
}

function groups(request: Request) {
  return (['cash', 'bank'] as const).map((group) => ({
    title: text(request, groupTitles[group]),
    list: channels.filter((c) => c.group === group).map((c) => entry(request, c)),
  }));
}

function repayable(): boolean {
  const status = currentOrderStatus();
  return status === 170 || status === 174 || status === 180;
}

function orderOf(p: Record<string, string>): DemoOrder {
  return findOrder(p.orderId) ?? currentOrder;
}

const planUnavailable: Texts = {
  es: 'No pudimos consultar el monto a pagar. Intente de nuevo.',
  en: 'We could not look up the amount to pay. Please try again.',
};
const noDebt: Texts = { es: 'Este pedido no tiene pagos pendientes.', en: 'This order has no pending payment.' };

export const instalmentHandlers: HttpHandler[] = [
  post(`${maintains}/v3/installment/loan-play-detail`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(request, p, 'productId', 'orderId');
    if (absent) return v3.fail(1, absent);
    if (!repayable()) return v3.fail(4001, text(request, noDebt));
    if (hasScenario('repay-amount-fail')) return v3.fail(4002, text(request, planUnavailable));
    const order = orderOf(p);
    const t = loanTerms(order.amount, order.days);
    const l = text(request, labels);
    const status = currentOrderStatus();
    const penalty = status === 180 ? Math.round(t.instalment * 0.03 * 3) : 0;
    return v3.ok({
      repayAmount: hasScenario('repay-amount-unusable') ? 'N/D' : t.instalment + penalty,
      productName: order.productName,
      productLogo: fileUrl(request, order.logo),
      repayDate: day(dueOffset(status)),
      detail: [
        { text: l.orderNo, value: order.orderNo },
        { text: l.payment, value: l.paymentOf(1, t.instalments) },
        { text: l.principal, value: Math.round(t.amount / t.instalments) },
        { text: l.interest, value: t.instalment - Math.round(t.amount / t.instalments) },
        { text: l.lateFee, value: penalty },
        { text: l.dueDate, value: day(dueOffset(status)) },
      ],
      repayList: groups(request).map((g) => ({ reviewer: g.title, list: g.list })),
      noticeMsg: text(request, {
        es: 'Su pago se refleja en 10 a 30 minutos. Conserve su comprobante hasta verlo aplicado.',
        en: 'Your payment is posted within 10 to 30 minutes. Keep your receipt until you see it applied.',
      }),
    });
  }),

  post(`${maintains}/v3/installment/loan-play-delay-detail`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(request, p, 'productId', 'orderId');
    if (absent) return v3.fail(1, absent);
    if (!repayable()) return v3.fail(4001, text(request, noDebt));
    const order = orderOf(p);
    const t = loanTerms(order.amount, order.days);
    const d = text(request, delayTexts);
    const fee = Math.round(t.amount * 0.05);
    const due = dueOffset(currentOrderStatus());
    return v3.ok({
      productLogo: fileUrl(request, order.logo),
      productName: order.productName,
      delayInfo: { reviewer: d.banner, delayAmount: fee, delayTime: day(due + 7) },
      repayPlan: [
        { title: d.fee, amount: fee, remark: d.paidToday, time: day(0) },
        { title: d.newDate, amount: t.instalment, remark: d.pendingAmount, time: day(due + 7) },
      ],
      repayList: groups(request),
      noticeMsg: d.notice,
      note: d.note,
    });
  }),

  post(`${maintains}/v3/loan-details/generate-vcode`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(request, p, 'productId', 'orderId', 'amount', 'payCode', 'requestType');
    if (absent) return v3.fail(1, absent);
    const channel = findChannel(p.payCode);
    if (!channel) return v3.fail(4002, text(request, { es: 'Canal de pago no disponible.', en: 'Payment channel not available.' }));
    if (!/^\d+$/.test(p.amount ?? '') || Number(p.amount) <= 0) {
      return v3.fail(4003, text(request, { es: 'Monto no válido.', en: 'Invalid amount.' }));
    }
    const code = voucherCode(channel, p.orderId ?? '');
    const v = text(request, voucherTexts);
    return v3.ok({
      topLogo: fileUrl(request, 'logo-top.svg'),
      repayDetail: {
        amount: Number(p.amount),
        repayTitle: text(request, channel.title),
        repayDes: p.requestType === '2' ? v.extensionPayment : v.loanPayment,
        repayCode: barcodeUrl(request, code),
        vCode: code,
        companyName: config.company.name,
      },
      dataList: [
        { title: v.howToPay, content: [...text(request, channel.howTo)] },
        { title: v.important, content: [...v.notes] },
      ],
      imgList: { title: v.receiptExample, eMail: 'pagos@lendo.example', content: [fileUrl(request, channel.receipt)] },
      bottomLogo: fileUrl(request, 'logo-bottom.svg'),
    });
  }),
];
