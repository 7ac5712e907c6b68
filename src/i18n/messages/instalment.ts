import { defineMessages } from '../define';

export const instalmentMessages = defineMessages({
  es: {
    'instalment.title': 'Pago a plazos',
    'instalment.repayAmount': 'Monto a pagar',
    'instalment.repayDate': 'Fecha de pago',
    'instalment.details': 'Detalle del pago',
    'instalment.more': 'Más',
    'instalment.hide': 'Ocultar',
    'instalment.channels': 'Elija cómo pagar',
  },
  en: {
    'instalment.title': 'Instalment repayment',
    'instalment.repayAmount': 'Amount to pay',
    'instalment.repayDate': 'Repayment date',
    'instalment.details': 'Payment details',
    'instalment.more': 'More',
    'instalment.hide': 'Hide',
    'instalment.channels': 'Choose how to pay',
  },
});
