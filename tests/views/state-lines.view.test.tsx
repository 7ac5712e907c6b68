// Every line in every state, in both languages (docs/decisions/0134): the payment code page, each of
// its states in Spanish and in English, shows exactly the texts pinned here for the keys that state
// uses, and no other text of the page's keys. The page's keys are read from its source files, so a
// new line on the page without a pinned text and a state fails.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { apiError, type ApiError } from '../../src/api';
import type { VoucherAnswer } from '../../machines/payment-instructions/payment-instructions.machine';
import PaymentInstructionsPage from '../../src/flows/payment-instructions/payment-instructions-page';
import { voucher } from '../../stories/support/repaying-fixtures';
import { renderPage } from '../helpers/render-page';
import { expectLines, expectPinnedAreTheCatalogue, keysIn, type Lang, type Pinned } from '../helpers/state-lines';

afterEach(cleanup);

/** The payment code page's lines, by hand, in both languages. */
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
  'instructions.title': { es: 'Instrucciones de pago', en: 'Payment instructions' },
  'instructions.total': { es: 'Total a pagar', en: 'Total to pay' },
  'instructions.code': { es: 'Código de pago', en: 'Payment code' },
  'instructions.copyCode': { es: 'Copiar código', en: 'Copy code' },
  'instructions.company': { es: 'Empresa', en: 'Company' },
  'instructions.copyCompany': { es: 'Copiar nombre de la empresa', en: 'Copy company name' },
  'instructions.codeImage': { es: 'Código para escanear de {code}', en: 'Scan code of {code}' },
  'instructions.visit': { es: 'Visitar', en: 'Visit' },
  'instructions.linkRefused': {
    es: 'El enlace del servidor no es de un sitio permitido y no se abre.',
    en: 'The server link is not from an allowed site and is not opened.',
  },
  'instructions.imageRefused': {
    es: 'Una imagen no es de un sitio permitido y no se muestra.',
    en: 'An image is not from an allowed site and is not shown.',
  },
  'instructions.example': { es: 'Imagen {n} de {title}', en: 'Image {n} of {title}' },
  'instructions.logo': { es: 'Logotipo', en: 'Logo' },
  'voucher.checking': {
    es: 'Comprobando su código de pago. Podrá copiarlo y pagar con él en cuanto se confirme.',
    en: 'Checking your payment code. You can copy it and pay with it once it is confirmed.',
  },
  'voucher.unconfirmed': {
    es: 'No pudimos confirmar su código de pago. No pague con él hasta comprobarlo.',
    en: 'We could not confirm your payment code. Do not pay with it until it is checked.',
  },
  'voucher.checkAgain': { es: 'Comprobar de nuevo', en: 'Check again' },
  'voucher.offline': {
    es: 'Sin conexión: este es el código de pago guardado en su teléfono. Se comprobará en cuanto vuelva la conexión.',
    en: 'No connection: this is the payment code saved on your phone. It is checked again as soon as you are back online.',
  },
  'voucher.savedAt': { es: 'Código generado el {date} para el canal {channel}.', en: 'Code generated on {date} for channel {channel}.' },
};

/** The page's own files (the refused-link page aside: tests/reliability/query-values.test.tsx). */
const PAGE_KEYS = keysIn([
  'src/flows/payment-instructions/payment-instructions-page.tsx',
  'src/flows/payment-instructions/payment-instructions-view.tsx',
  'src/flows/payment-instructions/voucher-extras.tsx',
  'src/flows/payment-instructions/voucher-standing.tsx',
  'src/flows/shared/pay-channels/page-data-state.tsx',
  'src/ui/page-state.tsx',
]);

/** Keys of the page that no state below shows, and why. */
const NOT_SHOWN: Record<string, string> = {
  'ui.loadFailed': 'the page always names the failure by its kind (REPAYING_FAILURE)',
};

const ROUTE = 'productId=7&orderId=240518001&requestType=1&amount=112345&payCode=OXXO';
const kept: VoucherAnswer = { ...voucher, kept: true };
const loadedLines = [
  'instructions.logo',
  'instructions.total',
  'instructions.code',
  'instructions.copyCode',
  'instructions.company',
  'instructions.copyCompany',
  'instructions.example',
  'instructions.visit',
];
const failing = (error: ApiError) => fromPromise<VoucherAnswer>(() => Promise.reject(error));
const never = () => new Promise<VoucherAnswer>(() => undefined);
/** The first call answers `first`; the check after it (a kept voucher's) `then`. */
function answers(first: VoucherAnswer, then: () => Promise<VoucherAnswer>) {
  let calls = 0;
  return fromPromise<VoucherAnswer>(() => {
    calls += 1;
    return calls === 1 ? Promise.resolve(first) : then();
  });
}

interface State {
  name: string;
  loadData: () => ReturnType<typeof fromPromise<VoucherAnswer>>;
  /** Resolves once the state is on screen. */
  shown: () => Promise<unknown>;
  lines: string[];
}

const STATES: State[] = [
  {
    name: 'loading',
    loadData: () => fromPromise<VoucherAnswer>(never),
    shown: () => screen.findByRole('status'),
    lines: ['instructions.title', 'common.loading'],
  },
  ...(
    [
      ['network', apiError({ kind: 'network' }), 'repaying.error.network'],
      ['timeout', apiError({ kind: 'timeout' }), 'repaying.error.timeout'],
      ['business', apiError({ kind: 'business', code: '4002', message: 'Canal de pago no disponible.' }), 'repaying.error.refused'],
      ['an HTTP 500', apiError({ kind: 'http', status: 500 }), 'repaying.error.server'],
    ] as const
  ).map(([kind, error, line]) => ({
    name: `failed (${kind})`,
    loadData: () => failing(error),
    shown: () => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ }),
    lines: ['instructions.title', line, 'common.retry'],
  })),
  {
    name: 'loaded',
    loadData: () => fromPromise<VoucherAnswer>(async () => ({ ...voucher, kept: false })),
    shown: () => screen.findByTestId('voucher-amount'),
    lines: [...loadedLines, 'instructions.codeImage'],
  },
  {
    name: 'loaded, with no title and a picture and a link from hosts not allowed',
    loadData: () =>
      fromPromise<VoucherAnswer>(async () => ({
        ...voucher,
        repayDetail: { ...voucher.repayDetail, repayTitle: '' },
        imgList: { ...voucher.imgList, eMail: 'https://evil.example/pay', content: [voucher.imgList.content[0] ?? '', 'https://evil.example/x.png'] },
        kept: false,
      })),
    shown: () => screen.findByTestId('voucher-amount'),
    lines: [
      ...loadedLines.filter((k) => k !== 'instructions.visit'),
      'instructions.codeImage',
      'instructions.title',
      'instructions.imageRefused',
      'instructions.linkRefused',
    ],
  },
  {
    name: 'checking (a kept voucher)',
    loadData: () => answers(kept, never),
    shown: () => screen.findByTestId('voucher-standing'),
    lines: [...loadedLines, 'voucher.checking'],
  },
  {
    name: 'offline (the code kept on the phone, no connection)',
    loadData: () => fromPromise<VoucherAnswer>(async () => ({ ...voucher, kept: false, savedAt: Date.UTC(2026, 10, 30, 15, 4) })),
    shown: () => screen.findByTestId('voucher-standing'),
    lines: [...loadedLines, 'voucher.offline', 'voucher.savedAt', 'voucher.checkAgain'],
  },
  {
    name: 'unconfirmed (a kept voucher the check could not confirm)',
    loadData: () => answers(kept, () => Promise.reject(apiError({ kind: 'network' }))),
    shown: () => screen.findByRole('button', { name: /^(Check again|Comprobar de nuevo)$/ }),
    lines: [...loadedLines, 'voucher.unconfirmed', 'voucher.checkAgain'],
  },
];

describe('payment code page: every line in every state, in both languages', () => {
  it('pins a text in each language for every key the page names, and each is the catalogue’s', () => {
    expect(Object.keys(PINNED).sort()).toEqual(PAGE_KEYS);
    expectPinnedAreTheCatalogue(PINNED);
  });

  it('shows every key of the page in some state, or says why not', () => {
    const shown = new Set(STATES.flatMap((s) => s.lines));
    expect(PAGE_KEYS.filter((key) => !shown.has(key))).toEqual(Object.keys(NOT_SHOWN).sort());
  });

  for (const state of STATES) {
    for (const [lang, type] of [
      ['es', 2],
      ['en', 1],
    ] as [Lang, number][]) {
      it(`${state.name}, ${lang}: exactly its lines`, async () => {
        renderPage(<PaymentInstructionsPage />, {
          route: `/carpmm?type=${type}&${ROUTE}`,
          machineOptions: { overrides: { paymentInstructions: { actors: { loadData: state.loadData() } } } },
        });
        await state.shown();
        // The lazily loaded parts (the loaded view, the kept code's notice) are in once their text is.
        await screen.findAllByText(/./);
        expectLines(state.lines, PAGE_KEYS, PINNED, lang);
      });
    }
  }
});
