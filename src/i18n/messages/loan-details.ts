import { defineMessages } from '../define';

export const loanDetailsMessages = defineMessages({
  es: {
    'details.title': 'Detalles del préstamo',
    'details.logo': 'Logotipo de {name}',
    'details.list': 'Detalle del pedido',
    'details.repay': 'Pagar',
    'details.extend': 'Extensión',
    'details.again': 'Pedir otro préstamo',
    'details.reminderTitle': 'Extienda su plazo',
    'details.reminderText': 'Puede extender el plazo de su préstamo pagando solo el cargo de extensión.',
    'details.reminderExtend': 'Extender el plazo',
    'details.reminderNoNeed': 'No es necesario',
    'details.deepLinkRefused': 'No se pudo abrir la aplicación de préstamos.',
  },
  en: {
    'details.title': 'Loan details',
    'details.logo': '{name} logo',
    'details.list': 'Order details',
    'details.repay': 'Repay',
    'details.extend': 'Extension',
    'details.again': 'Borrow again',
    'details.reminderTitle': 'Extend your term',
    'details.reminderText': 'You can extend your loan term by paying only the extension fee.',
    'details.reminderExtend': 'Extend the term',
    'details.reminderNoNeed': 'No need',
    'details.deepLinkRefused': 'The lending app could not be opened.',
  },
});
