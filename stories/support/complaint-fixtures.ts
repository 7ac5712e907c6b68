import { apiError, type ComplaintDetail, type ComplaintList, type ProblemInit, type ProblemOrder } from '../../src/api';

/** Shared fixtures of the complaint machines' models, views and stories. */
export const orderA: ProblemOrder = {
  orderNo: 'MX240518001',
  productLogo: '/maintains/demo-files/logo-lendo.svg',
  productName: 'Lendo Cash Express',
  status: 'Por pagar',
  list: [
    { title: 'Monto del préstamo', value: '$3,000.00' },
    { title: 'Número de pedido', value: 'MX240518001' },
  ],
  isShow: 1,
};

export const orderB: ProblemOrder = {
  orderNo: 'MX240302017',
  productLogo: '/maintains/demo-files/logo-lendo.svg',
  productName: 'Lendo Cash Plus',
  status: 'Liquidado',
  list: [{ title: 'Número de pedido', value: 'MX240302017' }],
  isShow: 0,
};

export const problemInit: ProblemInit = {
  problemType: [
    { title: 'Cobranza', value: '1' },
    { title: 'Pagos y reembolsos', value: '2' },
  ],
  problemSonType: [
    { title: 'Llamadas excesivas', value: '11' },
    { title: 'Trato irrespetuoso', value: '12' },
  ],
  orderDetail: orderA,
  orderList: [orderA, orderB],
};

export const businessError = apiError({ kind: 'business', code: '5001', message: 'El servidor rechazó la solicitud.' });

export const complaintList: ComplaintList = {
  tabs: [
    { title: 'En proceso', items: [{ id: '1001', time: '2026-03-14 09:30:00', type: 'Cobranza', content: 'Me llaman de noche.' }] },
    { title: 'Resueltas', items: [{ id: '1000', time: '2026-03-02 18:05:00', type: 'Pagos y reembolsos', content: 'Pagué por SPEI.' }] },
  ],
};

export const complaintDetail: ComplaintDetail = {
  type: 'Pagos y reembolsos',
  sonType: '',
  problemId: '1000',
  content: 'Pagué por SPEI y sigue el saldo.',
  images: ['/maintains/demo-files/receipt-spei.svg'],
  disposeDetail: 'El pago se aplicó y su préstamo quedó liquidado.',
  disposeImages: ['/maintains/demo-files/reply-receipt.svg'],
  isNeedScore: 0,
};

export const detailNeedScore: ComplaintDetail = { ...complaintDetail, isNeedScore: 1 };
export const detailEmptyReply: ComplaintDetail = { ...complaintDetail, disposeDetail: '', disposeImages: [] };

export const draftImages = Array.from({ length: 8 }, (_, i) => `/maintains/demo-files/receipt-spei.svg?n=${i + 1}`);
export const longText = 'x'.repeat(205);
