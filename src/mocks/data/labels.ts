import type { Texts } from '../lang';

/** Row labels the service writes in its detail lists (loan details, confirm loan, instalment, complaint order card). */
export interface RowLabels {
  orderNo: string;
  loanAmount: string;
  term: string;
  days: (n: number) => string;
  amountReceived: string;
  depositDate: string;
  totalToPay: string;
  settledOn: string;
  nextPayment: string;
  lateFee: string;
  amountRequested: string;
  openingFee: string;
  iva: string;
  interest: string;
  toReceive: string;
  depositAccount: string;
  payment: string;
  paymentOf: (i: number, n: number) => string;
  principal: string;
  dueDate: string;
  applicationDate: string;
}

export const labels: Texts<RowLabels> = {
  es: {
    orderNo: 'Número de pedido',
    loanAmount: 'Monto del préstamo',
    term: 'Plazo',
    days: (n) => `${n} días`,
    amountReceived: 'Monto recibido',
    depositDate: 'Fecha de depósito',
    totalToPay: 'Monto total a pagar',
    settledOn: 'Fecha de liquidación',
    nextPayment: 'Próxima fecha de pago',
    lateFee: 'Cargo moratorio',
    amountRequested: 'Monto solicitado',
    openingFee: 'Comisión por apertura',
    iva: 'IVA',
    interest: 'Intereses',
    toReceive: 'Monto a recibir',
    depositAccount: 'Cuenta de depósito',
    payment: 'Pago',
    paymentOf: (i, n) => `${i} de ${n}`,
    principal: 'Capital',
    dueDate: 'Fecha límite',
    applicationDate: 'Fecha de solicitud',
  },
  en: {
    orderNo: 'Order number',
    loanAmount: 'Loan amount',
    term: 'Term',
    days: (n) => `${n} days`,
    amountReceived: 'Amount received',
    depositDate: 'Deposit date',
    totalToPay: 'Total amount to pay',
    settledOn: 'Settlement date',
    nextPayment: 'Next payment date',
    lateFee: 'Late fee',
    amountRequested: 'Amount requested',
    openingFee: 'Processing fee',
    iva: 'VAT',
    interest: 'Interest',
    toReceive: 'Amount to receive',
    depositAccount: 'Deposit account',
    payment: 'Payment',
    paymentOf: (i, n) => `${i} of ${n}`,
    principal: 'Principal',
    dueDate: 'Due date',
    applicationDate: 'Application date',
  },
};
