import type { Texts } from '../lang';

/** Payment channels (cash stores, bank transfer) and their voucher instructions. */
export interface Channel {
  payCode: string;
  group: 'cash' | 'bank';
  logo: string;
  desc: Texts;
  /** Voucher code shown in the list; empty when the code is generated on the voucher page. */
  vCode: string;
  barcode: boolean;
  title: Texts;
  howTo: Texts<string[]>;
  receipt: string;
}

export const channels: readonly Channel[] = [
  {
    payCode: 'OXXO',
    group: 'cash',
    logo: 'logo-oxxo.svg',
    barcode: true,
    desc: { es: 'Pague en efectivo en cualquier tienda OXXO. Comisión de la tienda: $12.00', en: 'Pay in cash at any OXXO store. Store fee: ₱12.00' },
    vCode: '9300 1234 5678 90',
    title: { es: 'Pago en OXXO', en: 'Payment at OXXO' },
    receipt: 'receipt-oxxo.svg',
    howTo: {
      es: [
        'Acuda a cualquier tienda OXXO del país.',
        'Indique en caja que desea realizar un pago de OXXO Pay.',
        'Dicte o muestre la referencia de 14 dígitos.',
        'Pague en efectivo el monto exacto y conserve su ticket.',
      ],
      en: [
        'Go to any OXXO store.',
        'Tell the cashier you want to make an OXXO Pay payment.',
        'Read out or show the 14-digit reference.',
        'Pay the exact amount in cash and keep your receipt.',
      ],
    },
  },
  {
    payCode: 'SEVEN',
    group: 'cash',
    logo: 'logo-seven.svg',
    barcode: true,
    desc: { es: 'Pague en efectivo en tiendas 7-Eleven. Comisión de la tienda: $10.00', en: 'Pay in cash at 7-Eleven stores. Store fee: ₱10.00' },
    vCode: '7001 4588 2210 36',
    title: { es: 'Pago en 7-Eleven', en: 'Payment at 7-Eleven' },
    receipt: 'receipt-oxxo.svg',
    howTo: {
      es: [
        'Acuda a cualquier tienda 7-Eleven.',
        'Indique que desea pagar un servicio de Lendo Cash.',
        'Muestre el código de barras o dicte la referencia.',
        'Pague en efectivo y conserve su comprobante.',
      ],
      en: [
        'Go to any 7-Eleven store.',
        'Say you want to make a Lendo Cash bills payment.',
        'Show the barcode or read out the reference.',
        'Pay in cash and keep your receipt.',
      ],
    },
  },
  {
    payCode: 'WALMART',
    group: 'cash',
    logo: 'logo-walmart.svg',
    barcode: false,
    desc: {
      es: 'Walmart, Bodega Aurrera y Sam’s Club. Toque para generar su referencia.',
      en: 'Walmart, Bodega Aurrera and Sam’s Club. Tap to get your reference.',
    },
    vCode: '',
    title: { es: 'Pago en Walmart y Bodega Aurrera', en: 'Payment at Walmart and Bodega Aurrera' },
    receipt: 'receipt-oxxo.svg',
    howTo: {
      es: [
        'Acuda a la caja de cualquier Walmart, Bodega Aurrera o Sam’s Club.',
        'Indique que desea realizar un pago de servicio Lendo Cash.',
        'Muestre la referencia generada en esta pantalla.',
        'Pague en efectivo y conserve su ticket.',
      ],
      en: [
        'Go to the checkout of any Walmart, Bodega Aurrera or Sam’s Club.',
        'Say you want to make a Lendo Cash bills payment.',
        'Show the reference generated on this screen.',
        'Pay in cash and keep your receipt.',
      ],
    },
  },
  {
    payCode: 'SPEI',
    group: 'bank',
    logo: 'logo-spei.svg',
    barcode: false,
    desc: { es: 'Transferencia SPEI desde la app de su banco, sin comisión.', en: 'SPEI transfer from your bank’s app, no fee.' },
    vCode: '646180157000012345',
    title: { es: 'Transferencia SPEI', en: 'SPEI transfer' },
    receipt: 'receipt-spei.svg',
    howTo: {
      es: [
        'Abra la app o banca en línea de su banco.',
        'Agregue la CLABE interbancaria de 18 dígitos como nueva cuenta.',
        'Beneficiario: Lendo Cash S.A. de C.V. (banco STP).',
        'Transfiera el monto exacto; el pago se refleja en 10 a 30 minutos.',
      ],
      en: [
        'Open your bank’s app or online banking.',
        'Add the 18-digit interbank CLABE as a new payee.',
        'Beneficiary: Lendo Cash S.A. de C.V. (STP bank).',
        'Transfer the exact amount; the payment is posted within 10 to 30 minutes.',
      ],
    },
  },
  {
    payCode: 'BBVA',
    group: 'bank',
    logo: 'logo-bbva.svg',
    barcode: true,
    desc: {
      es: 'Depósito en ventanilla o practicaja BBVA con número de convenio.',
      en: 'Deposit at a BBVA counter or Practicaja with the agreement number.',
    },
    vCode: '1432 5670',
    title: { es: 'Depósito en BBVA', en: 'Deposit at BBVA' },
    receipt: 'receipt-spei.svg',
    howTo: {
      es: [
        'Acuda a una sucursal o practicaja BBVA.',
        'Elija pago de servicios e ingrese el convenio 1432 5670.',
        'Capture como referencia su número de pedido.',
        'Deposite el monto exacto y conserve su comprobante.',
      ],
      en: [
        'Go to a BBVA branch or Practicaja.',
        'Choose bills payment and enter agreement 1432 5670.',
        'Enter your order number as the reference.',
        'Deposit the exact amount and keep your receipt.',
      ],
    },
  },
];

export const groupTitles: Record<Channel['group'], Texts> = {
  cash: { es: 'Pago en efectivo en tiendas', en: 'Cash payment at stores' },
  bank: { es: 'Transferencia o depósito bancario', en: 'Bank transfer or deposit' },
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
