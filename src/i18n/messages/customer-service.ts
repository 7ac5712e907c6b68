import { defineMessages } from '../define';

export const customerServiceMessages = defineMessages({
  es: {
    'service.title': 'Servicio al cliente',
    'service.intro': 'Estamos para ayudarle con su préstamo y sus pagos.',
    'service.phone': 'Teléfono',
    'service.call': 'Llamar al {number}',
    'service.whatsapp': 'WhatsApp',
    'service.email': 'Correo electrónico',
    'service.write': 'Escribir a {email}',
    'service.none': 'No hay datos de contacto por ahora. Intente más tarde.',
  },
  en: {
    'service.title': 'Customer service',
    'service.intro': 'We are here to help with your loan and your payments.',
    'service.phone': 'Telephone',
    'service.call': 'Call {number}',
    'service.whatsapp': 'WhatsApp',
    'service.email': 'E-mail',
    'service.write': 'Write to {email}',
    'service.none': 'No contact details are available right now. Please try later.',
  },
});
