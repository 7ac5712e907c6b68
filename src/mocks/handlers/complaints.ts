import type { HttpHandler } from 'msw';
import { collectionType, optionsIn, optionTitle, problemSonTypes, problemTypes, serviceContact, tabTitles } from '../data/complaints';
import { labels } from '../data/labels';
import { currentOrder, dateTime, day, findOrder, loanTerms, orders, type DemoOrder } from '../data/loan';
import { statusCopy } from '../data/order-status';
import type { Lang, Texts } from '../lang';
import { currentOrderStatus, hasScenario } from '../scenarios';
import { addFile, fileComplaint, findComplaint, listComplaints, type Complaint } from '../store';
import { fileUrl, helper, maintains, missing, moneyText, post, readParams, requestLang, text } from './route';

const maxImageBytes = 10 * 1024 * 1024;

const messages = {
  uploadFailed: { es: 'No se pudo subir la imagen. Intente de nuevo.', en: 'The image could not be uploaded. Please try again.' },
  badFormat: { es: 'Formato de solicitud no válido.', en: 'Invalid request format.' },
  noImage: { es: 'Seleccione una imagen.', en: 'Choose an image.' },
  notImage: { es: 'Solo se permiten imágenes (JPG o PNG).', en: 'Only images are allowed (JPG or PNG).' },
  tooBig: { es: 'La imagen supera 10 MB.', en: 'The image is larger than 10 MB.' },
  saveFailed: { es: 'No pudimos registrar su queja. Intente más tarde.', en: 'We could not file your complaint. Please try again later.' },
  noType: { es: 'Seleccione el tipo de problema.', en: 'Choose the type of problem.' },
  noSonType: { es: 'Seleccione el subtipo de cobranza.', en: 'Choose the collection sub-type.' },
  noCollection: { es: 'El pedido seleccionado no admite quejas de cobranza.', en: 'The selected order does not accept collection complaints.' },
  noContent: { es: 'Describa su problema.', en: 'Describe your problem.' },
  tooLong: { es: 'La descripción admite máximo 200 caracteres.', en: 'The description can have at most 200 characters.' },
  tooManyImages: { es: 'Puede adjuntar máximo 9 imágenes.', en: 'You can attach at most 9 images.' },
  notFound: { es: 'La queja no existe.', en: 'The complaint does not exist.' },
} satisfies Record<string, Texts>;

/** Collection complaints are allowed only on the current order, unless `no-show`. */
function isShow(order: DemoOrder): 0 | 1 {
  return order === currentOrder && !hasScenario('no-show') ? 1 : 0;
}

function orderCard(request: Request, order: DemoOrder) {
  const status = order === currentOrder ? currentOrderStatus() : 200;
  const l = text(request, labels);
  return {
    orderNo: order.orderNo,
    productLogo: fileUrl(request, order.logo),
    productName: order.productName,
    status: text(request, statusCopy[status]).short,
    list: [
      // The order card's rows are text the page shows as sent: the service writes the amount out.
      { title: l.loanAmount, value: moneyText(request, loanTerms(order.amount, order.days).amount) },
      { title: l.applicationDate, value: day(-order.disbursedDaysAgo - 1) },
      { title: l.orderNo, value: order.orderNo },
    ],
    isShow: isShow(order),
  };
}

function listItem(c: Complaint, lang: Lang) {
  return { id: c.problemId, time: dateTime(c.createdAt), type: optionTitle(problemTypes, c.problemType, lang), content: c.content };
}

export const complaintHandlers: HttpHandler[] = [
  post(`${maintains}/user-problem/problem-init`, async ({ request }) => {
    const p = await readParams(request);
    const order = findOrder(p.orderId) ?? currentOrder;
    return helper.ok({
      problemType: optionsIn(problemTypes, requestLang(request)),
      problemSonType: optionsIn(problemSonTypes, requestLang(request)),
      orderDetail: orderCard(request, order),
      orderList: orders.map((o) => orderCard(request, o)),
    });
  }),

  post(`${maintains}/user-problem/upload-problem-img`, async ({ request }) => {
    if (hasScenario('upload-fail')) return helper.fail(5001, text(request, messages.uploadFailed));
    if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) return helper.fail(1, text(request, messages.badFormat));
    const file = (await request.formData()).get('problemImage');
    if (file === null || typeof file === 'string') return helper.fail(1, text(request, messages.noImage));
    if (!file.type.startsWith('image/')) return helper.fail(1, text(request, messages.notImage));
    if (file.size > maxImageBytes) return helper.fail(1, text(request, messages.tooBig));
    const id = addFile(file.type, await file.arrayBuffer());
    return helper.ok({ url: fileUrl(request, id) });
  }),

  post(`${maintains}/user-problem/problem-save`, async ({ request }) => {
    const p = await readParams(request);
    if (hasScenario('save-fail')) return helper.fail(5002, text(request, messages.saveFailed));
    const type = Number(p.problemType);
    if (!problemTypes.some((t) => t.value === type)) return helper.fail(1, text(request, messages.noType));
    const sonType = Number(p.problemSonType || 0);
    if (type === collectionType) {
      if (!problemSonTypes.some((t) => t.value === sonType)) return helper.fail(1, text(request, messages.noSonType));
      const order = findOrder(p.orderNo);
      if (!order || isShow(order) !== 1) return helper.fail(1, text(request, messages.noCollection));
    }
    const content = (p.problemDetail ?? '').trim();
    if (content === '') return helper.fail(1, text(request, messages.noContent));
    if (content.length > 200) return helper.fail(1, text(request, messages.tooLong));
    const images = (p.problemImage ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (images.length > 9) return helper.fail(1, text(request, messages.tooManyImages));
    const complaint = fileComplaint({
      problemType: type,
      problemSonType: type === collectionType ? sonType : 0,
      orderNo: p.orderNo ?? '',
      content,
      images,
    });
    return helper.ok({ problemId: complaint.problemId });
  }),

  post(`${maintains}/user-problem/problem-list`, ({ request }) => {
    const all = listComplaints();
    const lang = requestLang(request);
    const tabs = text(request, tabTitles);
    return helper.ok({
      tabs: [
        { title: tabs.open, items: all.filter((c) => !c.resolved).map((c) => listItem(c, lang)) },
        { title: tabs.resolved, items: all.filter((c) => c.resolved).map((c) => listItem(c, lang)) },
      ],
    });
  }),

  post(`${maintains}/user-problem/problem-detail`, async ({ request }) => {
    const p = await readParams(request);
    const absent = missing(request, p, 'problemId');
    if (absent) return helper.fail(1, absent);
    const c = findComplaint(p.problemId);
    if (!c) return helper.fail(1, text(request, messages.notFound));
    const emptyReply = hasScenario('empty-reply');
    const lang = requestLang(request);
    return helper.ok({
      type: optionTitle(problemTypes, c.problemType, lang),
      sonType: optionTitle(problemSonTypes, c.problemSonType, lang),
      problemId: c.problemId,
      content: c.content,
      images: c.images.map((name) => fileUrl(request, name)),
      disposeDetail: emptyReply ? '' : text(request, c.disposeDetail),
      disposeImages: emptyReply ? [] : c.disposeImages.map((name) => fileUrl(request, name)),
      isNeedScore: hasScenario('need-score') ? 1 : 0,
    });
  }),

  post(`${maintains}/user-problem/get-whatsapp`, () => helper.ok({ ...serviceContact })),
];
