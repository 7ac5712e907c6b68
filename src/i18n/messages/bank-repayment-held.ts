import { defineMessages } from '../define';

// A card payment whose outcome is unknown (docs/decisions/0133): in its own bundle, with the lazily
// loaded notice that shows it, out of the bank-card page's first load.
export const bankRepaymentHeldMessages = defineMessages({
  es: {
    'bankRepay.unknown': 'No sabemos si su pago se realizó: la respuesta no llegó. No pague de nuevo todavía.',
    'bankRepay.unknownHow': 'Estamos consultando el estado de su pago; Pagar vuelve solo si muestra que el pago no se hizo (hasta 40 segundos).',
    'bankRepay.unknownUnread': 'No pudimos leer el estado de su pago. Vuelva a consultarlo antes de pagar de nuevo.',
  },
  en: {
    'bankRepay.unknown': 'We cannot tell whether your payment went through: the answer did not arrive. Do not pay again yet.',
    'bankRepay.unknownHow': 'We are reading the state of your payment; Pay comes back only if it shows the payment was not made (up to 40 seconds).',
    'bankRepay.unknownUnread': 'We could not read the state of your payment. Check it again before paying again.',
  },
});
