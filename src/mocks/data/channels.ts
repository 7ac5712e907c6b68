/** Payment channels (cash stores, bank transfer) and their voucher instructions. */
export interface Channel {
  payCode: string;
  group: 'cash' | 'bank';
  logo: string;
  desc: string;
  /** Voucher code shown in the list; empty when the code is generated on the voucher page. */
  vCode: string;
  barcode: boolean;
  title: string;
  howTo: string[];
  receipt: string;
}

export const channels: readonly Channel[] = [
  {
    payCode: 'OXXO',
    group: 'cash',
    logo: 'logo-oxxo.svg',
    barcode: true,
    desc: 'Pague en efectivo en cualquier tienda OXXO. Comisión de la tienda: $12.00',
    vCode: '9300 1234 5678 90',
    title: 'Pago en OXXO',
    receipt: 'receipt-oxxo.svg',
    howTo: [
      'Acuda a cualquier tienda OXXO del país.',
      'Indique en caja que desea realizar un pago de OXXO Pay.',
      'Dicte o muestre la referencia de 14 dígitos.',
      'Pague en efectivo el monto exacto y conserve su ticket.',
    ],
  },
  {
    payCode: 'SEVEN',
    group: 'cash',
    logo: 'logo-seven.svg',
    barcode: true,
    desc: 'Pague en efectivo en tiendas 7-Eleven. Comisión de la tienda: $10.00',
    vCode: '7001 4588 2210 36',
    title: 'Pago en 7-Eleven',
    receipt: 'receipt-oxxo.svg',
    howTo: [
      'Acuda a cualquier tienda 7-Eleven.',
      'Indique que desea pagar un servicio de Lendo Cash.',
      'Muestre el código de barras o dicte la referencia.',
      'Pague en efectivo y conserve su comprobante.',
    ],
  },
  {
    payCode: 'WALMART',
    group: 'cash',
    logo: 'logo-walmart.svg',
    barcode: false,
    desc: 'Walmart, Bodega Aurrera y Sam’s Club. Toque para generar su referencia.',
    vCode: '',
    title: 'Pago en Walmart y Bodega Aurrera',
    receipt: 'receipt-oxxo.svg',
    howTo: [
      'Acuda a la caja de cualquier Walmart, Bodega Aurrera o Sam’s Club.',
      'Indique que desea realizar un pago de servicio Lendo Cash.',
      'Muestre la referencia generada en esta pantalla.',
      'Pague en efectivo y conserve su ticket.',
    ],
  },
  {
    payCode: 'SPEI',
    group: 'bank',
    logo: 'logo-spei.svg',
    barcode: false,
    desc: 'Transferencia SPEI desde la app de su banco, sin comisión.',
    vCode: '646180157000012345',
    title: 'Transferencia SPEI',
    receipt: 'receipt-spei.svg',
    howTo: [
      'Abra la app o banca en línea de su banco.',
      'Agregue la CLABE interbancaria de 18 dígitos como nueva cuenta.',
      'Beneficiario: Lendo Cash S.A. de C.V. (banco STP).',
      'Transfiera el monto exacto; el pago se refleja en 10 a 30 minutos.',
    ],
  },
  {
    payCode: 'BBVA',
    group: 'bank',
    logo: 'logo-bbva.svg',
    barcode: true,
    desc: 'Depósito en ventanilla o practicaja BBVA con número de convenio.',
    vCode: '1432 5670',
    title: 'Depósito en BBVA',
    receipt: 'receipt-spei.svg',
    howTo: [
      'Acuda a una sucursal o practicaja BBVA.',
      'Elija pago de servicios e ingrese el convenio 1432 5670.',
      'Capture como referencia su número de pedido.',
      'Deposite el monto exacto y conserve su comprobante.',
    ],
  },
];

export const groupTitles: Record<Channel['group'], string> = {
  cash: 'Pago en efectivo en tiendas',
  bank: 'Transferencia o depósito bancario',
};

export function findChannel(payCode: string | undefined): Channel | undefined {
  return channels.find((c) => c.payCode === payCode);
}

/** Reference shown on the voucher page: the channel's code, or one generated from the order. */
export function voucherCode(channel: Channel, orderId: string): string {
  if (channel.vCode) return channel.vCode;
  const digits = `${orderId}${channel.payCode.length}`.replace(/\D/g, '').padEnd(16, '7').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
