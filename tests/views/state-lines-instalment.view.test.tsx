// Every line in every state, in both languages (docs/decisions/0134): the instalment page, each of
// its states (its load, the detail list folded and unfolded, the barcode modal, a copy, the channels'
// refusals) in Spanish and in English, shows exactly the texts pinned here for the keys that state
// uses, and no other text of the page's keys (read from its source files).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { apiError, type ApiError } from '../../src/api';
import type { InstalmentPlan } from '../../src/api/instalment';
import InstalmentPage from '../../src/flows/instalment/instalment-page';
import { channelGroups, instalmentPlan } from '../../stories/support/repaying-fixtures';
import { renderPage } from '../helpers/render-page';
import { patientFinds } from '../helpers/patient-finds';
import { expectLines, expectPinnedAreTheCatalogue, keysIn, type Lang, type Pinned } from '../helpers/state-lines';

patientFinds();
afterEach(cleanup);

/** The instalment page's lines, by hand, in both languages. */
const PINNED: Pinned = {
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
  'instalment.title': { es: 'Pago a plazos', en: 'Instalment repayment' },
  'instalment.repayAmount': { es: 'Monto a pagar', en: 'Amount to pay' },
  'instalment.repayDate': { es: 'Fecha de pago', en: 'Repayment date' },
  'instalment.details': { es: 'Detalle del pago', en: 'Payment details' },
  'instalment.more': { es: 'Más', en: 'More' },
  'instalment.hide': { es: 'Ocultar', en: 'Hide' },
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

/** The page's own files (the refused-link page aside: tests/reliability/query-values.test.tsx). */
const PAGE_KEYS = keysIn([
  'src/flows/instalment/instalment-page.tsx',
  'src/flows/instalment/instalment-view.tsx',
  'src/flows/instalment/detail-rows.tsx',
  'src/flows/shared/pay-channels/channel-groups.tsx',
  'src/flows/shared/pay-channels/barcode-modal.tsx',
  'src/flows/shared/pay-channels/barcode-drawing.tsx',
  'src/flows/shared/pay-channels/use-copy.ts',
  'src/flows/shared/pay-channels/use-pay.ts',
  'src/flows/shared/pay-channels/page-data-state.tsx',
  'src/ui/page-state.tsx',
]);

/** Keys of the page that no state below shows, and why. */
const NOT_SHOWN: Record<string, string> = {
  'ui.loadFailed': 'the page always names the failure by its kind (REPAYING_FAILURE)',
  'repaying.barcodeDrawing': 'shown only while the drawing code loads: tests/views/repaying-interactions.test.tsx',
  'repaying.barcodeFailed': 'a drawing that fails: tests/unit/repaying/code128-svg.test.ts',
  'repaying.copyFailed': 'a copy the webview refuses: tests/unit/repaying/copy-text.test.ts',
};

const ROUTE = 'productId=7&orderId=240518001';
const loadedLines = [
  'instalment.title',
  'instalment.repayAmount',
  'instalment.repayDate',
  'instalment.details',
  'repaying.logoOf',
  'repaying.copy',
  'repaying.copyCode',
  'repaying.showBarcode',
];
const folded = [...loadedLines, 'instalment.more'];
const answer = (plan: InstalmentPlan) => fromPromise<InstalmentPlan>(async () => plan);
const failing = (error: ApiError) => fromPromise<InstalmentPlan>(() => Promise.reject(error));
const never = fromPromise<InstalmentPlan>(() => new Promise<InstalmentPlan>(() => undefined));
const shown = () => screen.findByTestId('repay-amount');
const tap = async (name: RegExp) => userEvent.setup().click(await screen.findByRole('button', { name }));
const toastSaid = (text: RegExp) => screen.findByText(text, { selector: '.ui-toast-layer *' });

interface State {
  name: string;
  load: () => ReturnType<typeof fromPromise<InstalmentPlan>>;
  /** Resolves once the state is on screen (after the taps that reach it). */
  reach: () => Promise<unknown>;
  lines: string[];
}

const STATES: State[] = [
  { name: 'loading', load: () => never, reach: () => screen.findByRole('status'), lines: ['instalment.title', 'common.loading'] },
  ...(
    [
      ['network', apiError({ kind: 'network' }), 'repaying.error.network'],
      ['timeout', apiError({ kind: 'timeout' }), 'repaying.error.timeout'],
      ['business', apiError({ kind: 'business', code: '4001', message: 'Este pedido no tiene pagos pendientes.' }), 'repaying.error.refused'],
      ['HTTP 500', apiError({ kind: 'http', status: 500 }), 'repaying.error.server'],
    ] as const
  ).map(([kind, error, line]) => ({
    name: `failed (${kind})`,
    load: () => failing(error),
    reach: () => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ }),
    lines: ['instalment.title', line, 'common.retry'],
  })),
  { name: 'loaded, the details folded', load: () => answer(instalmentPlan), reach: shown, lines: folded },
  {
    name: 'loaded, the details unfolded',
    load: () => answer(instalmentPlan),
    reach: async () => {
      await shown();
      await tap(/^(More|Más)$/);
      return screen.findByRole('button', { name: /^(Hide|Ocultar)$/ });
    },
    lines: [...loadedLines, 'instalment.hide'],
  },
  {
    name: 'the server’s barcode open',
    load: () => answer(instalmentPlan),
    reach: async () => {
      await shown();
      await tap(/^(Show the barcode of|Ver el código de barras de) 9300 1234 5678 90$/);
      return screen.findByTestId('barcode-server');
    },
    lines: [...folded, 'repaying.barcodeTitle', 'repaying.barcodeOf', 'repaying.close'],
  },
  {
    name: 'a barcode from a host not allowed: drawn here instead',
    load: () =>
      answer({
        ...instalmentPlan,
        repayList: [{ ...channelGroups[0]!, list: [{ ...channelGroups[0]!.list[0]!, BARcodeImg: 'https://evil.example/b.svg' }] }],
      }),
    reach: async () => {
      await shown();
      await tap(/^(Show the barcode of|Ver el código de barras de) 9300 1234 5678 90$/);
      return screen.findByRole('img', { name: /^(Barcode of|Código de barras de) / });
    },
    lines: [...folded, 'repaying.barcodeTitle', 'repaying.barcodeOf', 'repaying.imageRefused', 'repaying.close'],
  },
  {
    name: 'a code copied',
    load: () => answer(instalmentPlan),
    reach: async () => {
      await shown();
      await tap(/^(Copy the code|Copiar el código) 646180157000012345$/);
      return toastSaid(/^(Copied|Copiado)$/);
    },
    lines: [...folded, 'repaying.copied'],
  },
  {
    name: 'no channels',
    load: () => answer({ ...instalmentPlan, repayList: [] }),
    reach: shown,
    lines: [...folded.filter((k) => !['repaying.copy', 'repaying.copyCode', 'repaying.showBarcode'].includes(k)), 'repaying.noChannels'],
  },
  {
    name: 'a channel tapped with the amount unreadable',
    load: () => answer({ ...instalmentPlan, repayAmount: 'N/D' }),
    reach: async () => {
      await shown();
      await userEvent.setup().click(screen.getByTestId('channel-OXXO'));
      return toastSaid(/monto|amount/);
    },
    lines: [...folded, 'repaying.amountUnreadable'],
  },
  {
    name: 'a channel tapped with its code unreadable',
    load: () => answer({ ...instalmentPlan, repayList: [{ ...channelGroups[0]!, list: [{ ...channelGroups[0]!.list[0]!, payCode: '' }] }] }),
    reach: async () => {
      await shown();
      await userEvent.setup().click(screen.getByTestId('channel-'));
      return toastSaid(/canal|channel/);
    },
    lines: [...folded, 'repaying.channelUnreadable'],
  },
];

describe('instalment page: every line in every state, in both languages', () => {
  it('pins a text in each language for every key the page names, and each is the catalogue’s', () => {
    expect(Object.keys(PINNED).sort()).toEqual(PAGE_KEYS);
    expectPinnedAreTheCatalogue(PINNED);
  });

  it('shows every key of the page in some state, or says why not', () => {
    const inStates = new Set(STATES.flatMap((s) => s.lines));
    expect(PAGE_KEYS.filter((key) => !inStates.has(key))).toEqual(Object.keys(NOT_SHOWN).sort());
  });

  for (const state of STATES) {
    for (const [lang, type] of [
      ['es', 2],
      ['en', 1],
    ] as [Lang, number][]) {
      it(`${state.name}, ${lang}: exactly its lines`, async () => {
        renderPage(<InstalmentPage />, {
          route: `/repay/choose?type=${type}&${ROUTE}`,
          machineOptions: { overrides: { instalment: { actors: { loadData: state.load() } } } },
        });
        await state.reach();
        expectLines(state.lines, PAGE_KEYS, PINNED, lang);
      });
    }
  }
});
