import { defineMessages } from '../define';

// Notices of the browser stand-in for the native app (and of URLs the allow-list refuses).
export const bridgeMessages = defineMessages({
  es: {
    'bridge.notice.mine': 'Modo navegador: «Mi cuenta» solo se abre dentro de la app.',
    'bridge.notice.login': 'Modo navegador: el inicio de sesión solo se abre dentro de la app.',
    'bridge.notice.rating': 'Modo navegador: la calificación en la tienda solo se abre dentro de la app.',
    'bridge.notice.confirm': 'Modo navegador: evento de confirmación del producto {productId}.',
    'bridge.notice.blockedUrl': 'No se puede abrir este enlace.',
    'bridge.notice.noPhone': 'No hay un número de teléfono válido.',
    'bridge.notice.notDialable': 'Este número no se puede marcar.',
  },
  en: {
    'bridge.notice.mine': 'Browser mode: "Mine" opens only inside the app.',
    'bridge.notice.login': 'Browser mode: login opens only inside the app.',
    'bridge.notice.rating': 'Browser mode: the store rating opens only inside the app.',
    'bridge.notice.confirm': 'Browser mode: confirm event for product {productId}.',
    'bridge.notice.blockedUrl': 'This link cannot be opened.',
    'bridge.notice.noPhone': 'There is no valid phone number.',
    'bridge.notice.notDialable': 'This number cannot be dialled.',
  },
});
