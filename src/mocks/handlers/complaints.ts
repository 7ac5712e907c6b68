import type { HttpHandler } from 'msw';
import { collectionType, optionTitle, problemSonTypes, problemTypes, serviceContact, tabTitles } from '../data/complaints';
import { currentOrder, dateTime, day, findOrder, loanTerms, orders, statusCopy, type DemoOrder } from '../data/loan';
import { currentOrderStatus, hasScenario } from '../scenarios';
import { addFile, fileComplaint, findComplaint, listComplaints, type Complaint } from '../store';
import { fileUrl, helper, maintains, missing, moneyText, post, readParams } from './route';

const maxImageBytes = 10 * 1024 * 1024;

/** Collection complaints are allowed only on the current order, unless `no-show`. */
function isShow(order: DemoOrder): 0 | 1 {
  return order === currentOrder && !hasScenario('no-show') ? 1 : 0;
}

function orderCard(request: Request, order: DemoOrder) {
  const status = order === currentOrder ? currentOrderStatus() : 200;
  return {
    orderNo: order.orderNo,
    productLogo: fileUrl(request, order.logo),
    productName: order.productName,
    status: statusCopy[status].short,
    list: [
      // The order card's rows are text the page shows as sent: the service writes the amount out.
      { title: 'Monto del préstamo', value: moneyText(request, loanTerms(order.amount, order.days).amount) },
      { title: 'Fecha de solicitud', value: day(-order.disbursedDaysAgo - 1) },
      { title: 'Número de pedido', value: order.orderNo },
    ],
    isShow: isShow(order),
  };
}

function listItem(c: Complaint) {
  return { id: c.problemId, time: dateTime(c.createdAt), type: optionTitle(problemTypes, c.problemType), content: c.content };
}

export const complaintHandlers: HttpHandler[] = [
  post(`${maintains}/user-problem/problem-init`, async ({ request }) => {
    const p = await readParams(request);
    const order = findOrder(p.orderId) ?? currentOrder;
    return helper.ok({
      problemType: problemTypes,
      problemSonType: problemSonTypes,
      orderDetail: orderCard(request, order),
      orderList: orders.map((o) => orderCard(request, o)),
    });
  }),

  post(`${maintains}/user-problem/upload-problem-img`, async ({ request }) => {
    if (hasScenario('upload-fail')) return helper.fail(5001, 'No se pudo subir la imagen. Intente de nuevo.');
    if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
      return helper.fail(1, 'Formato de solicitud no válido.');
    }
    const file = (await request.formData()).get('problemImage');
    if (file === null || typeof file === 'string') return helper.fail(1, 'Seleccione una imagen.');
    if (!file.type.startsWith('image/')) return helper.fail(1, 'Solo se permiten imágenes (JPG o PNG).');
    if (file.size > maxImageBytes) return helper.fail(1, 'La imagen supera 10 MB.');
    const id = addFile(file.type, await file.arrayBuffer());
    return helper.ok({ url: fileUrl(request, id) });
  }),

  post(`${maintains}/user-problem/problem-save`, async ({ request }) => {
    const p = await readParams(request);
    if (hasScenario('save-fail')) return helper.fail(5002, 'No pudimos registrar su queja. Intente más tarde.');
    const type = Number(p.problemType);
    if (!problemTypes.some((t) => t.value === type)) return helper.fail(1, 'Seleccione el tipo de problema.');
    const sonType = Number(p.problemSonType || 0);
    if (type === collectionType) {
      if (!problemSonTypes.some((t) => t.value === sonType)) return helper.fail(1, 'Seleccione el subtipo de cobranza.');
      const order = findOrder(p.orderNo);
      if (!order || isShow(order) !== 1) return helper.fail(1, 'El pedido seleccionado no admite quejas de cobranza.');
    }
    const content = (p.problemDetail ?? '').trim();
    if (content === '') return helper.fail(1, 'Describa su problema.');
    if (content.length > 200) return helper.fail(1, 'La descripción admite máximo 200 caracteres.');
    const images = (p.problemImage ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (images.length > 9) return helper.fail(1, 'Puede adjuntar máximo 9 imágenes.');
    const complaint = fileComplaint({
      problemType: type,
      problemSonType: type === collectionType ? sonType : 0,
      orderNo: p.orderNo ?? '',
      content,
      images,
    });
    return helper.ok({ problemId: complaint.problemId });
  }),

  post(`${maintains}/user-problem/problem-list`, () => {
    const all = listComplaints();
    return helper.ok({
      tabs: [
        { title: tabTitles.open, items: all.filter((c) => !c.resolved).map(listItem) },
        { title: tabTitles.resolved, items: all.filter((c) => c.resolved).map(listItem) },
      ],
    });
  }),

  post(`${maintains}/user-problem/problem-detail`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(p, 'problemId');
    if (absent) return helper.fail(1, absent);
    const c = findComplaint(p.problemId);
    if (!c) return helper.fail(1, 'La queja no existe.');
    const emptyReply = hasScenario('empty-reply');
    return helper.ok({
      type: optionTitle(problemTypes, c.problemType),
      sonType: optionTitle(problemSonTypes, c.problemSonType),
      problemId: c.problemId,
      content: c.content,
      images: c.images.map((name) => fileUrl(request, name)),
      disposeDetail: emptyReply ? '' : c.disposeDetail,
      disposeImages: emptyReply ? [] : c.disposeImages.map((name) => fileUrl(request, name)),
      isNeedScore: hasScenario('need-score') ? 1 : 0,
    });
  }),

  post(`${maintains}/user-problem/get-whatsapp`, () => helper.ok({ ...serviceContact })),
];
