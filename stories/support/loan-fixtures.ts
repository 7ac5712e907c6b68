import type { LoanConfirm, LoanDetails } from '../../src/api/loan';

// Fixture answers for stories and model tests, shaped as the schemas output them.

export function confirmOffer(overrides: Partial<LoanConfirm> = {}): LoanConfirm {
  return {
    firstPayTime: '2026-12-22',
    amount: 300000,
    periods: '91',
    termUnit: '1',
    isNeedPop: 0,
    sendSms: 0,
    details: [
      { text: 'Monto solicitado', value: '300000' },
      { text: 'Comisión por apertura', value: '30000' },
      { text: 'Cuenta de depósito', value: 'BBVA México ****4821' },
    ],
    repay_plans: [
      { title: 'Pago 1 de 3', pay_time: '2026-12-22', amount: 102730, description: 'Capital más intereses' },
      { title: 'Pago 2 de 3', pay_time: '2027-01-21', amount: 102730, description: 'Capital más intereses' },
      { title: 'Pago 3 de 3', pay_time: '2027-02-20', amount: 102730, description: 'Capital más intereses' },
    ],
    loanRate: '0.03%',
    ratemsg: 'Tasa de interés diaria',
    amountDec: 'Monto que recibirá en su cuenta',
    isNewContract: '/agreement/loan?orderNo=MX240518001',
    messageType: '0',
    comProductLogo: '/maintains/demo-files/logo-lendo.svg',
    comProductName: 'Lendo Cash Express',
    couNum: 5000,
    ...overrides,
  };
}

export function orderDetails(orderStatus: number, overrides: Partial<LoanDetails> = {}): LoanDetails {
  return {
    orderStatus,
    noticeStatusText: `Estado ${orderStatus}`,
    noticeDesText: 'Descripción del estado del pedido.',
    productName: 'Lendo Cash Express',
    productLogo: '/maintains/demo-files/logo-lendo.svg',
    userOrderDetail: {
      detail: [
        { text: 'Número de pedido', value: 'MX240518001' },
        { text: 'Monto del préstamo', value: '300000' },
        { text: 'Plazo', value: '91 días' },
      ],
    },
    inside: 0,
    isScore: orderStatus === 200 ? 1 : 0,
    h5Url: '',
    isDelay: 0,
    isNewContract: '',
    ...overrides,
  };
}
