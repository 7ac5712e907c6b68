import type { HttpHandler } from 'msw';
import { config } from '../../config/env';
import { channels, findChannel, groupTitles, voucherCode, type Channel } from '../data/channels';
import { currentOrder, day, dueOffset, findOrder, loanTerms, type DemoOrder } from '../data/loan';
import { currentOrderStatus } from '../scenarios';
import { fileUrl, maintains, missing, post, readParams, v3 } from './route';

function barcodeUrl(request: Request, code: string): string {
  return fileUrl(request, `barcode-${code.replace(/\D/g, '')}.svg`);
}

function entry(request: Request, c: Channel) {
  return {
    logo: fileUrl(request, c.logo),
    desc: c.desc,
    payCode: c.payCode,
    vCode: c.vCode,
    BARcodeImg: c.barcode && c.vCode ? barcodeUrl(request, c.vCode) : '',
  };
}

function groups(request: Request) {
  return (['cash', 'bank'] as const).map((group) => ({
    title: groupTitles[group],
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

const noDebt = 'Este pedido no tiene pagos pendientes.';

export const instalmentHandlers: HttpHandler[] = [
  post(`${maintains}/v3/installment/loan-play-detail`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(p, 'productId', 'orderId');
    if (absent) return v3.fail(1, absent);
    if (!repayable()) return v3.fail(4001, noDebt);
    const order = orderOf(p);
    const t = loanTerms(order.amount, order.days);
    const status = currentOrderStatus();
    const penalty = status === 180 ? Math.round(t.instalment * 0.03 * 3) : 0;
    return v3.ok({
      repayAmount: t.instalment + penalty,
      productName: order.productName,
      productLogo: fileUrl(request, order.logo),
      repayDate: day(dueOffset(status)),
      detail: [
        { text: 'Número de pedido', value: order.orderNo },
        { text: 'Pago', value: `1 de ${t.instalments}` },
        { text: 'Capital', value: Math.round(t.amount / t.instalments) },
        { text: 'Intereses', value: t.instalment - Math.round(t.amount / t.instalments) },
        { text: 'Cargo moratorio', value: penalty },
        { text: 'Fecha límite', value: day(dueOffset(status)) },
      ],
      repayList: groups(request).map((g) => ({ reviewer: g.title, list: g.list })),
      noticeMsg: 'Su pago se refleja en 10 a 30 minutos. Conserve su comprobante hasta verlo aplicado.',
    });
  }),

  post(`${maintains}/v3/installment/loan-play-delay-detail`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(p, 'productId', 'orderId');
    if (absent) return v3.fail(1, absent);
    if (!repayable()) return v3.fail(4001, noDebt);
    const order = orderOf(p);
    const t = loanTerms(order.amount, order.days);
    const fee = Math.round(t.amount * 0.05);
    const due = dueOffset(currentOrderStatus());
    return v3.ok({
      productLogo: fileUrl(request, order.logo),
      productName: order.productName,
      delayInfo: { reviewer: 'Extienda su fecha de pago 7 días', delayAmount: fee, delayTime: day(due + 7) },
      repayPlan: [
        { title: 'Cargo por extensión', amount: fee, remark: 'Se paga hoy', time: day(0) },
        { title: 'Nueva fecha de pago', amount: t.instalment, remark: 'Monto del pago pendiente', time: day(due + 7) },
      ],
      repayList: groups(request),
      noticeMsg: 'La extensión mueve su fecha de pago 7 días; no reduce el monto pendiente.',
      note: 'Después de pagar, su nueva fecha se actualiza en 10 a 30 minutos.',
    });
  }),

  post(`${maintains}/v3/loan-details/generate-vcode`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(p, 'productId', 'orderId', 'amount', 'payCode', 'requestType');
    if (absent) return v3.fail(1, absent);
    const channel = findChannel(p.payCode);
    if (!channel) return v3.fail(4002, 'Canal de pago no disponible.');
    if (!/^\d+$/.test(p.amount ?? '') || Number(p.amount) <= 0) return v3.fail(4003, 'Monto no válido.');
    const code = voucherCode(channel, p.orderId ?? '');
    return v3.ok({
      topLogo: fileUrl(request, 'logo-top.svg'),
      repayDetail: {
        amount: Number(p.amount),
        repayTitle: channel.title,
        repayDes: p.requestType === '2' ? 'Pago de extensión de 7 días' : 'Pago de su préstamo',
        repayCode: barcodeUrl(request, code),
        vCode: code,
        companyName: config.company.name,
      },
      dataList: [
        { title: 'Cómo pagar', content: channel.howTo },
        {
          title: 'Importante',
          content: [
            'Pague el monto exacto; un monto distinto puede no aplicarse.',
            'La referencia vence a las 23:59 de su fecha límite.',
            'Su pago se refleja en 10 a 30 minutos.',
          ],
        },
      ],
      imgList: { title: 'Ejemplo de comprobante', eMail: 'pagos@lendo.example', content: [fileUrl(request, channel.receipt)] },
      bottomLogo: fileUrl(request, 'logo-bottom.svg'),
    });
  }),
];
