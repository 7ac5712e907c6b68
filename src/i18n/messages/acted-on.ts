import { defineMessages } from '../define';

/**
 * Why a page cannot act on a value it was given (docs/decisions/0092-acted-on-values.md): one
 * catalogue for every page, registered by the pages that read such values (not eager: the public
 * pages never need it).
 */
export const actedOnMessages = defineMessages({
  es: {
    'value.missing': 'Falta {value} en el enlace de esta página, así que no podemos continuar. Vuelva e inténtelo de nuevo.',
    'value.unusable': 'En el enlace de esta página, {value} no es válido, así que no podemos continuar. Vuelva e inténtelo de nuevo.',
    'value.fromServer': 'No pudimos leer {value} que envió el servidor, así que no podemos continuar. Inténtelo más tarde.',
    'value.name.productId': 'el producto',
    'value.name.orderId': 'el número de pedido',
    'value.name.amount': 'el monto a pagar',
    'value.name.payCode': 'el canal de pago',
    'value.name.requestType': 'el tipo de pago',
    'value.name.problemId': 'el número de queja',
    'value.name.problemType': 'el tipo de problema',
    'value.name.problemSonType': 'el subtipo de problema',
    'value.name.orderNo': 'el folio del pedido',
  },
  en: {
    'value.missing': 'The link to this page has no {value}, so we cannot go on. Please go back and try again.',
    'value.unusable': 'The link to this page has an unusable {value}, so we cannot go on. Please go back and try again.',
    'value.fromServer': 'We could not read the {value} the server sent, so we cannot go on. Please try again later.',
    'value.name.productId': 'product',
    'value.name.orderId': 'order number',
    'value.name.amount': 'amount to pay',
    'value.name.payCode': 'payment channel',
    'value.name.requestType': 'payment type',
    'value.name.problemId': 'complaint number',
    'value.name.problemType': 'problem type',
    'value.name.problemSonType': 'problem sub-type',
    'value.name.orderNo': 'order reference',
  },
});
