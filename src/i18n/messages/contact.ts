import { defineMessages } from '../define';

export const contactMessages = defineMessages({
  es: {
    'contact.title': 'Contáctenos',
    'contact.lead': 'Déjenos sus datos y un comentario; le responderemos pronto.',
    'contact.name': 'Nombre',
    'contact.phone': 'Teléfono',
    'contact.email': 'Correo electrónico',
    'contact.remark': 'Comentario',
    'contact.submit': 'Enviar',
    'contact.incomplete': 'Please provide complete information!',
    'contact.success': 'Successful!',
  },
  en: {
    'contact.title': 'Contact Us',
    'contact.lead': 'Leave us your details and a remark; we will get back to you soon.',
    'contact.name': 'Name',
    'contact.phone': 'Telephone',
    'contact.email': 'E-mail',
    'contact.remark': 'Remark',
    'contact.submit': 'Submit',
    'contact.incomplete': 'Please provide complete information!',
    'contact.success': 'Successful!',
  },
});
