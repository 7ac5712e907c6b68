// Realistic response bodies (data parts), loose the way the server is: numbers as strings,
// nulls, extra keys.

export const loanConfirmData = {
  firstPayTime: '2026-03-01',
  amount: '300000',
  periods: 91,
  termUnit: 'day',
  isNeedPop: '0',
  sendSms: 0,
  details: [
    { text: 'Monto', value: '$3,000.00' },
    { text: 'Comisión', value: 150 },
  ],
  repay_plans: [{ title: 'Pago 1', pay_time: '2026-03-01', amount: 110000, description: 'capital + interés' }],
  loanRate: '0.03%',
  ratemsg: 'tasa diaria',
  amountDec: 'Monto a recibir',
  isNewContract: 'https://h5.example/contract/7',
  messageType: '1',
  comProductLogo: 'https://cdn.example/logo.png',
  comProductName: 'Lendo',
  couNum: '',
  unknownField: { nested: true },
};

export const loanDetailsData = {
  orderStatus: '174',
  noticeStatusText: 'Pendiente de pago',
  noticeDesText: 'Pague antes del 2026-03-01',
  productName: 'Lendo',
  productLogo: 'https://cdn.example/logo.png',
  userOrderDetail: { detail: [{ text: 'Monto', value: '3000' }] },
  inside: [{ productId: 9 }],
  isScore: 0,
  h5Url: '',
  isDelay: '1',
  isNewContract: null,
};

export const contractData = {
  username: 'Ana Pérez',
  productName: 'Lendo',
  mount: '300000',
  bankNo: '0123 4567',
  daiDate: '2026-01-01',
  planDate: '2026-04-01',
  contractAmount: 300000,
  commission: '1500',
  Interest: '650',
  IVA: 344,
  giveAmount: '298500',
  userAddress: 'Calle 1, CDMX',
  contractDate: '2026-01-01',
  company: 'Lendo Cash S.A. de C.V.',
};

const channel = { logo: 'https://cdn.example/oxxo.png', desc: 'OXXO', payCode: 'OXXO', vCode: 9988776655, BARcodeImg: 'https://cdn.example/bar.png' };

export const instalmentData = {
  repayAmount: '110000',
  productName: 'Lendo',
  productLogo: 'https://cdn.example/logo.png',
  repayDate: '2026-03-01',
  detail: [
    { text: 'Capital', value: '100000' },
    { text: 'Interés', value: '10000' },
    { text: 'IVA', value: '0' },
  ],
  repayList: [{ reviewer: 'Efectivo', list: [channel, { ...channel, payCode: 22, vCode: null, BARcodeImg: null }] }],
  noticeMsg: 'Pague a tiempo',
};

export const delayData = {
  productLogo: 'https://cdn.example/logo.png',
  productName: 'Lendo',
  delayInfo: { reviewer: 'Extensión 7 días', delayAmount: '25000', delayTime: '2026-03-08' },
  repayPlan: [{ title: 'Nueva fecha', amount: 25000, remark: '7 días', time: '2026-03-08' }],
  repayList: [{ title: 'Transferencia', list: [channel] }],
  noticeMsg: '',
  note: 'Sin cargos extra',
};

export const voucherData = {
  topLogo: 'https://cdn.example/top.png',
  repayDetail: {
    amount: '110000',
    repayTitle: 'Pague en OXXO',
    repayDes: 'Muestre el código',
    repayCode: 'https://cdn.example/code.png',
    vCode: '9988776655',
    companyName: 'Lendo Cash',
  },
  dataList: [{ title: 'Pasos', content: ['Vaya a OXXO', 'Dicte el código'] }],
  imgList: { title: 'Ejemplos', eMail: 'ayuda@lendo.example', content: ['https://cdn.example/1.png'] },
  bottomLogo: 'https://cdn.example/bottom.png',
};

const order = {
  orderNo: 'ORD-1',
  productLogo: 'https://cdn.example/logo.png',
  productName: 'Lendo',
  status: 'Pendiente',
  list: [{ title: 'Monto', value: 3000 }],
  isShow: '1',
};

export const problemInitData = {
  problemType: [
    { title: 'Cobranza', value: 1 },
    { title: 'Pagos', value: '2' },
  ],
  problemSonType: [{ title: 'Llamadas excesivas', value: 11 }],
  orderDetail: order,
  orderList: [order, { ...order, orderNo: 'ORD-2', isShow: 0 }],
};

export const complaintListData = {
  tabs: [
    { title: 'Pendientes', list: [{ id: 5, time: '2026-01-02 10:00', type: 'Pagos', content: 'No se reflejó' }] },
    { name: 'Resueltas', items: null },
  ],
};

export const complaintDetailData = {
  type: 'Cobranza',
  sonType: 'Llamadas excesivas',
  problemId: 5,
  content: 'Me llaman mucho',
  images: ['https://cdn.example/a.png'],
  disposeDetail: '',
  disposeImages: null,
  isNeedScore: '1',
};

export const serviceInfoData = { phone: '+52 55 0000 0000', va: '800 123 4567', email: 'ayuda@lendo.example' };
