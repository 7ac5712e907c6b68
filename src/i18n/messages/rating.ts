import { defineMessages } from '../define';

export const ratingMessages = defineMessages({
  es: {
    'rating.title': 'Califique nuestro servicio',
    'rating.open': 'Calificar el servicio',
    'rating.stars': 'Calificación',
    'rating.star': '{count} de 5 estrellas',
    'rating.submit': 'Enviar',
    'rating.close': 'Cerrar',
    'rating.missing': 'Seleccione una calificación',
    'rating.sendFailed': 'No pudimos enviar su calificación. Revise su conexión e inténtelo de nuevo.',
    'rating.retry': 'Reintentar',
    'rating.thanksTitle': '¡Gracias!',
    'rating.thanksText': 'Gracias por su opinión. La usaremos para mejorar nuestro servicio.',
    'rating.done': 'Gracias por calificar nuestro servicio.',
  },
  en: {
    'rating.title': 'Rate our service',
    'rating.open': 'Rate the service',
    'rating.stars': 'Rating',
    'rating.star': '{count} of 5 stars',
    'rating.submit': 'Submit',
    'rating.close': 'Close',
    'rating.missing': 'Seleccione una calificación',
    'rating.sendFailed': 'We could not send your rating. Check your connection and try again.',
    'rating.retry': 'Retry',
    'rating.thanksTitle': 'Thank you!',
    'rating.thanksText': 'Thank you for your feedback. We will use it to improve our service.',
    'rating.done': 'Thank you for rating our service.',
  },
});
