// The repaying pages' shared lines and states (docs/decisions/0134): the pay channels, their barcode
// and copy, the load's failures; each page's lines test adds its own keys and states.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { apiError, type ApiError } from '../../src/api';
import type { PayChannelGroup } from '../../src/api/instalment';
import { channelGroups } from '../../stories/support/repaying-fixtures';
import type { Pinned } from '../helpers/state-lines';
import type { LinesState } from '../helpers/state-lines-suite';

/** The shared lines of the repaying pages, by hand, in both languages. */
export const PAY_PINNED: Pinned = {
  'common.loading': { es: 'Cargando…', en: 'Loading…' },
  'common.retry': { es: 'Reintentar', en: 'Retry' },
  'ui.loadFailed': { es: 'No se pudo cargar la información.', en: 'The information could not be loaded.' },
  'repaying.error.network': { es: 'Sin conexión. Revise su internet e intente de nuevo.', en: 'No connection. Check your internet and try again.' },
  'repaying.error.timeout': {
    es: 'El servidor tardó demasiado en responder. Intente de nuevo.',
    en: 'The server took too long to answer. Please try again.',
  },
  'repaying.error.server': {
    es: 'El servicio no está disponible en este momento. Intente de nuevo.',
    en: 'The service is not available right now. Please try again.',
  },
  'repaying.error.refused': {
    es: 'No podemos mostrar esta información para su pedido en este momento.',
    en: 'We cannot show this for your order right now.',
  },
  'repaying.logoOf': { es: 'Logotipo de {name}', en: '{name} logo' },
  'repaying.copy': { es: 'Copiar', en: 'Copy' },
  'repaying.copyCode': { es: 'Copiar el código {code}', en: 'Copy the code {code}' },
  'repaying.copied': { es: 'Copiado', en: 'Copied' },
  'repaying.copyFailed': { es: 'No se pudo copiar. Anote el código.', en: 'Could not copy. Please write the code down.' },
  'repaying.showBarcode': { es: 'Ver el código de barras de {code}', en: 'Show the barcode of {code}' },
  'repaying.barcodeTitle': { es: 'Escanee para pagar', en: 'Scan to pay' },
  'repaying.barcodeOf': { es: 'Código de barras de {code}', en: 'Barcode of {code}' },
  'repaying.barcodeDrawing': { es: 'Dibujando el código de barras…', en: 'Drawing the barcode…' },
  'repaying.barcodeFailed': {
    es: 'No se pudo dibujar el código de barras. Dicte el código en caja.',
    en: 'The barcode could not be drawn. Read the code out at the till.',
  },
  'repaying.imageRefused': {
    es: 'La imagen del servidor no es de un sitio permitido; se muestra un código dibujado aquí.',
    en: 'The server image is not from an allowed site; a barcode drawn here is shown instead.',
  },
  'repaying.close': { es: 'Cerrar', en: 'Close' },
  'repaying.noChannels': { es: 'No hay canales de pago disponibles por ahora.', en: 'No payment channels are available right now.' },
  'repaying.amountUnreadable': {
    es: 'No pudimos leer el monto a pagar. Inténtelo más tarde.',
    en: 'We could not read the amount to pay. Please try again later.',
  },
  'repaying.channelUnreadable': { es: 'No pudimos leer este canal de pago.', en: 'We could not read this payment channel.' },
};

/** A kept answer's lines (docs/decisions/0139), by hand, in both languages: the repaying pages' and the customer service page's. */
export const KEPT_PINNED: Pinned = {
  'kept.checking': {
    es: 'Comprobando el monto y los códigos de pago. Podrá copiarlos y pagar en cuanto se confirmen.',
    en: 'Checking the amount and the payment codes. You can copy them and pay once they are confirmed.',
  },
  'kept.unconfirmed': {
    es: 'No pudimos confirmar el monto ni los códigos de pago. No pague con ellos hasta comprobarlos.',
    en: 'We could not confirm the amount and the payment codes. Do not pay with them until they are checked.',
  },
  'kept.checkAgain': { es: 'Comprobar de nuevo', en: 'Check again' },
  'kept.contactsChecking': { es: 'Comprobando los datos de contacto.', en: 'Checking the contact details.' },
  'kept.contactsUnconfirmed': {
    es: 'No pudimos confirmar los datos de contacto. Pueden haber cambiado.',
    en: 'We could not confirm the contact details. They may have changed.',
  },
};

/** The files every repaying page's lines come from besides its own. */
export const PAY_FILES = [
  'src/flows/shared/pay-channels/channel-groups.tsx',
  'src/flows/shared/pay-channels/barcode-modal.tsx',
  'src/flows/shared/pay-channels/barcode-drawing.tsx',
  'src/flows/shared/pay-channels/use-copy.ts',
  'src/flows/shared/pay-channels/use-pay.ts',
  'src/flows/shared/pay-channels/page-data-state.tsx',
  'src/flows/shared/pay-channels/kept-standing.tsx',
  'src/ui/page-state.tsx',
];

/** Shared keys no state shows, and why. */
export const PAY_NOT_SHOWN: Record<string, string> = {
  'ui.loadFailed': 'the page always names the failure by its kind (REPAYING_FAILURE)',
  'repaying.barcodeDrawing': 'shown only while the drawing code loads: tests/views/repaying-interactions.test.tsx',
  'repaying.barcodeFailed': 'a drawing that fails: tests/unit/repaying/code128-svg.test.ts',
  'repaying.copyFailed': 'a copy the webview refuses: tests/unit/repaying/copy-text.test.ts',
  'kept.contactsChecking': 'the customer service page’s: tests/views/state-lines-customer-service.view.test.tsx',
  'kept.contactsUnconfirmed': 'the customer service page’s: tests/views/state-lines-customer-service.view.test.tsx',
};

/** The keys a loaded page's channels show (copy and barcode buttons of channels with a code). */
export const CHANNEL_LINES = ['repaying.logoOf', 'repaying.copy', 'repaying.copyCode', 'repaying.showBarcode'];

const never = <T,>() => fromPromise<T>(() => new Promise<T>(() => undefined));
const failing = <T,>(error: ApiError) => fromPromise<T>(() => Promise.reject(error));
const tap = async (name: RegExp) => userEvent.setup().click(await screen.findByRole('button', { name }));
const toastSaid = (text: RegExp) => screen.findByText(text, { selector: '.ui-toast-layer *' });

/** Loading and the four failures, under the page's title key. */
export function loadStates<T>(title: string, frame: string[] = []): LinesState[] {
  return [
    { name: 'loading', load: () => never<T>(), reach: () => screen.findByRole('status'), lines: [title, 'common.loading', ...frame] },
    ...(
      [
        ['network', apiError({ kind: 'network' }), 'repaying.error.network'],
        ['timeout', apiError({ kind: 'timeout' }), 'repaying.error.timeout'],
        ['business', apiError({ kind: 'business', code: '4001', message: 'Este pedido no tiene pagos pendientes.' }), 'repaying.error.refused'],
        ['an HTTP 500', apiError({ kind: 'http', status: 500 }), 'repaying.error.server'],
      ] as const
    ).map(([kind, error, line]) => ({
      name: `failed (${kind})`,
      load: () => failing<T>(error),
      reach: () => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ }),
      lines: [title, line, 'common.retry', ...frame],
    })),
  ];
}

/**
 * A kept answer (Back or forward, docs/decisions/0139): the first call answers `value` marked kept;
 * the recheck, made at once, never answers (checking) or fails (unconfirmed, with Check again).
 * `loaded` are the keys the page shows with that answer; `lines` names the notice's keys.
 */
export function keptStates<T extends object>(
  value: T,
  loaded: string[],
  lines: { checking: string; unconfirmed: string } = { checking: 'kept.checking', unconfirmed: 'kept.unconfirmed' },
): LinesState[] {
  const keptThen = (recheck: () => Promise<T>) => () => {
    let calls = 0;
    return fromPromise<T>(async () => {
      calls += 1;
      return calls === 1 ? { ...value, kept: true } : recheck();
    });
  };
  return [
    {
      name: 'kept, being checked',
      load: keptThen(() => new Promise<T>(() => undefined)),
      reach: () => screen.findByTestId('kept-standing'),
      lines: [...loaded, lines.checking],
    },
    {
      name: 'kept, not confirmed (the fresh answer failed)',
      load: keptThen(() => Promise.reject(apiError({ kind: 'network' }))),
      reach: () => screen.findByRole('button', { name: /^(Check again|Comprobar de nuevo)$/ }),
      lines: [...loaded, lines.unconfirmed, 'kept.checkAgain'],
    },
  ];
}

/**
 * The channels' states on a loaded page: `data` answers the load with these channels (and this
 * amount), `shown` resolves once the page is loaded, `loaded` are the keys the loaded page shows.
 */
export function channelStates<T>(
  data: (groups: PayChannelGroup[], amount?: string) => T,
  shown: () => Promise<unknown>,
  loaded: string[],
): LinesState[] {
  const answer = (value: T) => () => fromPromise<T>(async () => value);
  const first = channelGroups[0]!;
  const oxxo = first.list[0]!;
  return [
    {
      name: 'the server’s barcode open',
      load: answer(data(channelGroups)),
      reach: async () => {
        await shown();
        await tap(/^(Show the barcode of|Ver el código de barras de) 9300 1234 5678 90$/);
        return screen.findByTestId('barcode-server');
      },
      lines: [...loaded, 'repaying.barcodeTitle', 'repaying.barcodeOf', 'repaying.close'],
    },
    {
      name: 'a barcode from a host not allowed: drawn here instead',
      load: answer(data([{ ...first, list: [{ ...oxxo, BARcodeImg: 'https://evil.example/b.svg' }] }])),
      reach: async () => {
        await shown();
        await tap(/^(Show the barcode of|Ver el código de barras de) 9300 1234 5678 90$/);
        return screen.findByRole('img', { name: /^(Barcode of|Código de barras de) / });
      },
      lines: [...loaded, 'repaying.barcodeTitle', 'repaying.barcodeOf', 'repaying.imageRefused', 'repaying.close'],
    },
    {
      name: 'a code copied',
      load: answer(data(channelGroups)),
      reach: async () => {
        await shown();
        await tap(/^(Copy the code|Copiar el código) 646180157000012345$/);
        return toastSaid(/^(Copied|Copiado)$/);
      },
      lines: [...loaded, 'repaying.copied'],
    },
    {
      name: 'no channels',
      load: answer(data([])),
      reach: shown,
      lines: [...loaded.filter((k) => !CHANNEL_LINES.slice(1).includes(k)), 'repaying.noChannels'],
    },
    {
      name: 'a channel tapped with the amount unreadable',
      load: answer(data(channelGroups, 'N/D')),
      reach: async () => {
        await shown();
        await userEvent.setup().click(screen.getByTestId('channel-OXXO'));
        return toastSaid(/monto|amount/);
      },
      lines: [...loaded, 'repaying.amountUnreadable'],
    },
    {
      name: 'a channel tapped with its code unreadable',
      load: answer(data([{ ...first, list: [{ ...oxxo, payCode: '' }] }])),
      reach: async () => {
        await shown();
        await userEvent.setup().click(screen.getByTestId('channel-'));
        return toastSaid(/canal|channel/);
      },
      lines: [...loaded, 'repaying.channelUnreadable'],
    },
  ];
}
