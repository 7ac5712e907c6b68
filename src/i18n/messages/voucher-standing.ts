import { defineMessages } from '../define';

// A kept payment code shown while the server is asked again (docs/decisions/0131), or from the phone
// with no connection (0136): in its own
// bundle, with the lazily loaded notice that shows it, out of the payment code page's first load.
export const voucherStandingMessages = defineMessages({
  es: {
    'voucher.checking': 'Comprobando su código de pago. Podrá copiarlo y pagar con él en cuanto se confirme.',
    'voucher.unconfirmed': 'No pudimos confirmar su código de pago. No pague con él hasta comprobarlo.',
    'voucher.checkAgain': 'Comprobar de nuevo',
    'voucher.offline': 'Sin conexión: este es el código de pago guardado en su teléfono. Se comprobará en cuanto vuelva la conexión.',
    'voucher.savedAt': 'Código generado el {date} para el canal {channel}.',
  },
  en: {
    'voucher.checking': 'Checking your payment code. You can copy it and pay with it once it is confirmed.',
    'voucher.unconfirmed': 'We could not confirm your payment code. Do not pay with it until it is checked.',
    'voucher.checkAgain': 'Check again',
    'voucher.offline': 'No connection: this is the payment code saved on your phone. It is checked again as soon as you are back online.',
    'voucher.savedAt': 'Code generated on {date} for channel {channel}.',
  },
});
