import { defineMessages } from '../define';

// A kept answer on a repaying page (instalment, extension) shown while the server is asked again
// (docs/decisions/0139): in its own bundle, with the lazily loaded page view that shows it, out of
// the page's first load.
export const keptStandingMessages = defineMessages({
  es: {
    'kept.checking': 'Comprobando los montos y códigos de pago. Podrá copiarlos y pagar en cuanto se confirmen.',
    'kept.unconfirmed': 'No pudimos confirmar los montos y códigos de pago. No pague con ellos hasta comprobarlos.',
    'kept.checkAgain': 'Comprobar de nuevo',
  },
  en: {
    'kept.checking': 'Checking the amounts and payment codes. You can copy them and pay once they are confirmed.',
    'kept.unconfirmed': 'We could not confirm the amounts and payment codes. Do not pay with them until they are checked.',
    'kept.checkAgain': 'Check again',
  },
});
