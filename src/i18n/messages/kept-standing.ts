import { defineMessages } from '../define';

// A kept answer shown while the server is asked again (docs/decisions/0139): on a repaying page
// (instalment, extension), its amounts and codes; on the customer service page, its contacts. In its
// own bundle, with the page view that shows it (lazily loaded on the repaying pages).
export const keptStandingMessages = defineMessages({
  es: {
    'kept.checking': 'Comprobando el monto y los códigos de pago. Podrá copiarlos y pagar en cuanto se confirmen.',
    'kept.unconfirmed': 'No pudimos confirmar el monto ni los códigos de pago. No pague con ellos hasta comprobarlos.',
    'kept.checkAgain': 'Comprobar de nuevo',
    'kept.contactsChecking': 'Comprobando los datos de contacto.',
    'kept.contactsUnconfirmed': 'No pudimos confirmar los datos de contacto. Pueden haber cambiado.',
  },
  en: {
    'kept.checking': 'Checking the amount and the payment codes. You can copy them and pay once they are confirmed.',
    'kept.unconfirmed': 'We could not confirm the amount and the payment codes. Do not pay with them until they are checked.',
    'kept.checkAgain': 'Check again',
    'kept.contactsChecking': 'Checking the contact details.',
    'kept.contactsUnconfirmed': 'We could not confirm the contact details. They may have changed.',
  },
});
