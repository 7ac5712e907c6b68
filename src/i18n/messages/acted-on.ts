import { defineMessages } from '../define';

/**
 * Why a page cannot act on a value it was given (docs/decisions/0092-acted-on-values.md): one
 * catalogue for every page, registered by the pages that read such values (not eager: the public
 * pages never need it).
 */
export const actedOnMessages = defineMessages({
  es: {
    'value.missing': 'Falta {value} en el enlace. Vuelva e inténtelo de nuevo.',
    'value.unusable': 'En el enlace, {value} no es válido. Vuelva e inténtelo de nuevo.',
    'value.fromServer': 'No pudimos leer {value} del servidor. Inténtelo más tarde.',
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
    'value.missing': 'The link has no {value}. Please go back and try again.',
    'value.unusable': 'The link has an unusable {value}. Please go back and try again.',
    'value.fromServer': 'We could not read the {value} from the server. Please try again later.',
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
