import type { DelayDetail, InstalmentPlan, PayChannelGroup } from '../../src/api/instalment';
import type { ServiceInfo } from '../../src/api/problem';
import type { Voucher } from '../../src/api/voucher';

// Parsed API data for the repaying pages' stories and tests (the demo backend serves the same files).
const file = (name: string) => `/maintains/demo-files/${name}`;

export const channelGroups: PayChannelGroup[] = [
  {
    title: 'Pago en efectivo en tiendas',
    list: [
      {
        logo: file('logo-oxxo.svg'),
        desc: 'Pague en efectivo en cualquier tienda OXXO.',
        payCode: 'OXXO',
        vCode: '9300 1234 5678 90',
        BARcodeImg: file('barcode-93001234567890.svg'),
      },
      { logo: file('logo-seven.svg'), desc: 'Pague en efectivo en tiendas 7-Eleven.', payCode: 'SEVEN', vCode: '7001 4588 2210 36', BARcodeImg: '' },
      {
        logo: file('logo-walmart.svg'),
        desc: 'Walmart y Bodega Aurrera. Toque para generar su referencia.',
        payCode: 'WALMART',
        vCode: '',
        BARcodeImg: '',
      },
    ],
  },
  {
    title: 'Transferencia o depósito bancario',
    list: [
      {
        logo: file('logo-spei.svg'),
        desc: 'Transferencia SPEI desde la app de su banco.',
        payCode: 'SPEI',
        vCode: '646180157000012345',
        BARcodeImg: '',
      },
    ],
  },
];

export const instalmentPlan: InstalmentPlan = {
  repayAmount: 112345,
  productName: 'Lendo Cash Express',
  productLogo: file('logo-lendo.svg'),
  repayDate: '2026-12-01',
  detail: [
    { text: 'Número de pedido', value: 'MX240518001' },
    { text: 'Pago', value: '1 de 3' },
    { text: 'Capital', value: '100000' },
    { text: 'Intereses', value: '12345' },
  ],
  repayList: channelGroups,
  noticeMsg: 'Su pago se refleja en 10 a 30 minutos.',
};

export const delayDetail: DelayDetail = {
  productLogo: file('logo-lendo.svg'),
  productName: 'Lendo Cash Express',
  delayInfo: { reviewer: 'Extienda su fecha de pago 7 días', delayAmount: 15000, delayTime: '2026-12-08' },
  repayPlan: [
    { title: 'Cargo por extensión', amount: 15000, remark: 'Se paga hoy', time: '2026-11-22' },
    { title: 'Nueva fecha de pago', amount: 112345, remark: 'Monto del pago pendiente', time: '2026-12-08' },
  ],
  repayList: channelGroups,
  noticeMsg: 'La extensión mueve su fecha de pago 7 días.',
  note: 'Su nueva fecha se actualiza en 10 a 30 minutos.',
};

export const voucher: Voucher = {
  topLogo: file('logo-top.svg'),
  repayDetail: {
    amount: 112345,
    repayTitle: 'Pago en OXXO',
    repayDes: 'Pago de su préstamo',
    repayCode: file('barcode-93001234567890.svg'),
    vCode: '93001234567890',
    companyName: 'Lendo Cash S.A. de C.V.',
  },
  dataList: [
    { title: 'Cómo pagar', content: ['Acuda a cualquier tienda OXXO.', 'Dicte la referencia de 14 dígitos.'] },
    { title: 'Importante', content: ['Pague el monto exacto.'] },
  ],
  imgList: { title: 'Ejemplo de comprobante', eMail: 'pagos@lendo.example', content: [file('receipt-oxxo.svg')] },
  bottomLogo: file('logo-bottom.svg'),
};

export const serviceInfo: ServiceInfo = { phone: '+52 55 4160 2233', va: '800 953 6336', email: 'soporte@lendo.example' };
