import { defineMessages } from '../define';

export const extensionMessages = defineMessages({
  es: {
    'extension.title': 'Extensión de pago',
    'extension.delayAmount': 'Monto de la extensión',
    'extension.repayDate': 'Nueva fecha de pago',
    'extension.plan': 'Plan de pagos',
    'extension.service': 'Servicio al cliente',
    'extension.serviceHint': 'Arrastre el botón o muévalo con las flechas del teclado.',
  },
  en: {
    'extension.title': 'Extension repayment',
    'extension.delayAmount': 'Extension amount',
    'extension.repayDate': 'New repayment date',
    'extension.plan': 'Payment plan',
    'extension.service': 'Customer service',
    'extension.serviceHint': 'Drag the button or move it with the arrow keys.',
  },
});
