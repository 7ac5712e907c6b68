import type { Texts } from '../lang';

/** Texts of the payment voucher (generate-vcode) besides the channel's own. */
export const voucherTexts: Texts<{
  loanPayment: string;
  extensionPayment: string;
  howToPay: string;
  important: string;
  notes: string[];
  receiptExample: string;
}> = {
  es: {
    loanPayment: 'Pago de su préstamo',
    extensionPayment: 'Pago de extensión de 7 días',
    howToPay: 'Cómo pagar',
    important: 'Importante',
    notes: [
      'Pague el monto exacto; un monto distinto puede no aplicarse.',
      'La referencia vence a las 23:59 de su fecha límite.',
      'Su pago se refleja en 10 a 30 minutos.',
    ],
    receiptExample: 'Ejemplo de comprobante',
  },
  en: {
    loanPayment: 'Payment of your loan',
    extensionPayment: '7-day extension payment',
    howToPay: 'How to pay',
    important: 'Important',
    notes: [
      'Pay the exact amount; a different amount may not be applied.',
      'The reference expires at 23:59 on your due date.',
      'Your payment is posted within 10 to 30 minutes.',
    ],
    receiptExample: 'Sample receipt',
  },
};

/** Texts of the extension offer (loan-play-delay-detail). */
export const delayTexts: Texts<{
  banner: string;
  fee: string;
  paidToday: string;
  newDate: string;
  pendingAmount: string;
  notice: string;
  note: string;
}> = {
  es: {
    banner: 'Extienda su fecha de pago 7 días',
    fee: 'Cargo por extensión',
    paidToday: 'Se paga hoy',
    newDate: 'Nueva fecha de pago',
    pendingAmount: 'Monto del pago pendiente',
    notice: 'La extensión mueve su fecha de pago 7 días; no reduce el monto pendiente.',
    note: 'Después de pagar, su nueva fecha se actualiza en 10 a 30 minutos.',
  },
  en: {
    banner: 'Extend your payment date by 7 days',
    fee: 'Extension fee',
    paidToday: 'Paid today',
    newDate: 'New payment date',
    pendingAmount: 'Amount of the pending payment',
    notice: 'The extension moves your payment date by 7 days; it does not reduce the amount due.',
    note: 'After you pay, your new date is updated within 10 to 30 minutes.',
  },
};
