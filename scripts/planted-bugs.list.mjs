// The plants of scripts/planted-bugs.mjs: file, the text replaced (found exactly once), the Vitest
// files of the quick tier that must fail, and what their output must name.

const M = 'tests/machines';

/** An extra transition in every flow machine (and the countdown child): the tables must name it. */
const extraTransitions = [
  {
    id: 'extra: confirm loan submits while recalculating',
    file: 'machines/confirm-loan/confirm-loan.machine.ts',
    find: "      after: { recalcReload: { target: 'loading', actions: 'markReload' } },\n",
    replace: "      after: { recalcReload: { target: 'loading', actions: 'markReload' } },\n      on: { 'loan.submit': { target: 'submitting' } },\n",
    tests: [`${M}/confirm-loan.machine.test.ts`],
    expect: ['confirmLoan.recalculating --loan.submit--> confirmLoan.submitting'],
  },
  {
    id: 'extra: calculator calculates again from its results',
    file: 'machines/calculator/calculator.machine.ts',
    find: "    showingResults: {\n      tags: ['results'],\n",
    replace: "    showingResults: {\n      tags: ['results'],\n      on: { 'form.calculate': { target: 'invalid' } },\n",
    tests: [`${M}/calculator.machine.test.ts`],
    expect: ['calculator.showingResults --form.calculate--> calculator.invalid'],
  },
  {
    id: 'extra: complaint detail reloads while the rating waits',
    file: 'machines/complaint-detail/complaint-detail.machine.ts',
    find: '        awaitingRating: {\n',
    replace: "        awaitingRating: {\n          on: { 'load.retry': { target: '#complaintDetail.loading' } },\n",
    tests: [`${M}/complaint.machine.test.ts`],
    expect: ['complaintDetail.loaded.awaitingRating --load.retry--> complaintDetail.loading'],
  },
  {
    id: 'extra: complaint entry takes a type with the order list open',
    file: 'machines/complaint-entry/complaint-entry.machine.ts',
    find: '        pickingOrder: {\n          on: {\n',
    replace: "        pickingOrder: {\n          on: {\n            'type.pick': { target: 'browsing' },\n",
    tests: [`${M}/complaint.machine.test.ts`],
    expect: ['complaintEntry.ready.pickingOrder --type.pick--> complaintEntry.ready.browsing'],
  },
  {
    id: 'extra: complaint form submits again from its success modal',
    file: 'machines/complaint-form/complaint-form.machine.ts',
    find: "    success: {\n      entry: 'clearDraft',\n",
    replace: "    success: {\n      entry: 'clearDraft',\n      on: { 'form.submit': { target: 'submitting' } },\n",
    tests: [`${M}/complaint.machine.test.ts`],
    expect: ['complaintForm.success --form.submit--> complaintForm.submitting'],
  },
  {
    id: 'extra: complaint list reloads once loaded',
    file: 'machines/complaint-list/complaint-list.machine.ts',
    find: "        'tab.select': { actions: 'selectTab' },\n",
    replace: "        'tab.select': { actions: 'selectTab' },\n        'load.retry': { target: 'loading' },\n",
    tests: [`${M}/complaint.machine.test.ts`],
    expect: ['complaintList.loaded --load.retry--> complaintList.loading'],
  },
  {
    id: 'extra: contact submitted by an edit',
    file: 'machines/contact/contact.machine.ts',
    find: '    editing: {},\n',
    replace: "    editing: { on: { 'form.edit': { target: 'submitted' } } },\n",
    tests: [`${M}/contact.machine.test.ts`],
    expect: ['contact.editing --form.edit--> contact.submitted'],
  },
  {
    id: 'extra: contract reloads once loaded',
    file: 'machines/contract/contract.machine.ts',
    find: '    loaded: {},\n',
    replace: "    loaded: { on: { 'contract.retry': { target: 'loading' } } },\n",
    tests: [`${M}/contract.machine.test.ts`],
    expect: ['contract.loaded --contract.retry--> contract.loading'],
  },
  {
    id: 'extra: loan details repays an order that is not repayable',
    file: 'machines/loan-details/loan-details.machine.ts',
    find: '    viewing: {},\n',
    replace: "    viewing: { on: { 'repay.start': { actions: 'goRepay' } } },\n",
    tests: [`${M}/loan-details.machine.test.ts`],
    expect: ['loanDetails.viewing --repay.start--> (stays)'],
  },
  {
    id: 'extra: page data reloads once loaded',
    file: 'machines/shared/page-data.ts',
    find: '      loaded: {},\n',
    replace: "      loaded: { on: { 'page.retry': 'loading' } },\n",
    tests: [`${M}/page-data.machine.test.ts`, `${M}/instalment.machine.test.ts`],
    expect: ['pageData.loaded --page.retry--> pageData.loading', 'instalment.loaded --page.retry--> instalment.loading'],
  },
  {
    id: 'extra: page data taken as confirmed on a retry while checking (0139)',
    file: 'machines/shared/page-data.ts',
    find: '      checking: {\n        invoke: {\n',
    replace: "      checking: {\n        on: { 'page.retry': 'loaded' },\n        invoke: {\n",
    tests: [`${M}/page-data.machine.test.ts`, `${M}/instalment.machine.test.ts`],
    expect: ['pageData.checking --page.retry--> pageData.loaded', 'instalment.checking --page.retry--> instalment.loaded'],
  },
  {
    id: 'extra: payment code taken as confirmed on a retry while checking',
    file: 'machines/payment-instructions/payment-instructions.machine.ts',
    find: '    checking: {\n      invoke: {\n',
    replace: "    checking: {\n      on: { 'page.retry': 'loaded' },\n      invoke: {\n",
    tests: [`${M}/payment-instructions.machine.test.ts`],
    expect: ['paymentInstructions.checking --page.retry--> paymentInstructions.loaded'],
  },
  {
    id: 'extra: rating sends again while sending',
    file: 'machines/rating/rating.machine.ts',
    find: "    sending: {\n      tags: ['open', 'busy'],\n",
    replace: "    sending: {\n      tags: ['open', 'busy'],\n      on: { 'rating.submit': { target: 'sending', reenter: true } },\n",
    tests: [`${M}/rating.machine.test.ts`],
    expect: ['rating.sending --rating.submit--> rating.sending'],
  },
  {
    id: 'extra: bank card pays again while committing',
    file: 'machines/bank-repayment/bank-repayment.machine.ts',
    find: "        committing: {\n          tags: ['busy'],\n",
    replace: "        committing: {\n          tags: ['busy'],\n          on: { 'pay.submit': { target: 'committing', reenter: true } },\n",
    tests: [`${M}/bank-repayment.machine.test.ts`],
    expect: ['bankRepayment.pay.committing --pay.submit--> bankRepayment.pay.committing'],
  },
  {
    id: 'extra: register registers again while registering',
    file: 'machines/register/register.machine.ts',
    find: "            registering: {\n              tags: ['busy'],\n",
    replace:
      "            registering: {\n              tags: ['busy'],\n              on: { 'form.submit': { target: 'registering', reenter: true } },\n",
    tests: [`${M}/register.machine.test.ts`],
    expect: ['register.ready.form.registering --form.submit--> register.ready.form.registering'],
  },
  {
    id: 'extra: countdown ends early',
    file: 'machines/shared/countdown.ts',
    find: '    running: {\n',
    replace: "    running: {\n      always: { guard: 'lastSecond', target: 'finished' },\n",
    tests: [`${M}/countdown.machine.test.ts`],
    expect: ['countdown.running --(always) [lastSecond]--> countdown.finished'],
  },
];

const LIMITS = [`${M}/limits.test.ts`, 'tests/views/limits.view.test.tsx'];

/** Each numeric rule of SPEC 5 and 9 one past its edge, at machine and view level. */
const limits = [
  [
    'complaint text 201',
    'machines/complaint-form/complaint-draft.ts',
    'export const MAX_TEXT = 200;',
    'export const MAX_TEXT = 201;',
    LIMITS,
    ['the 201st is ignored', 'a 201st typed is ignored'],
  ],
  [
    'complaint text 199',
    'machines/complaint-form/complaint-draft.ts',
    'export const MAX_TEXT = 200;',
    'export const MAX_TEXT = 199;',
    LIMITS,
    ['200 characters are kept as written', '200 characters are kept and counted'],
  ],
  [
    'a 10th image',
    'machines/complaint-form/complaint-form.setup.ts',
    'canAddImage: ({ context }) => context.photos.length < MAX_IMAGES,',
    'canAddImage: ({ context }) => context.photos.length <= MAX_IMAGES,',
    [...LIMITS, 'tests/views/complaint-form.view.test.tsx'],
    ['the 10th is refused'],
  ],
  [
    '8 images only',
    'machines/complaint-form/complaint-draft.ts',
    'export const MAX_IMAGES = 9;',
    'export const MAX_IMAGES = 8;',
    LIMITS,
    ['the 9th is taken'],
  ],
  [
    'rating modal at 3001 ms',
    'machines/complaint-detail/complaint-detail.machine.ts',
    'export const RATING_DELAY_MS = 3000;',
    'export const RATING_DELAY_MS = 3001;',
    [...LIMITS, 'tests/views/complaint-detail.view.test.tsx'],
    ['at 2999 ms it is not open; at 3000 ms it opens', 'complaint-detail.view.test.tsx'],
  ],
  [
    'rating modal at 2999 ms',
    'machines/complaint-detail/complaint-detail.machine.ts',
    'export const RATING_DELAY_MS = 3000;',
    'export const RATING_DELAY_MS = 2999;',
    [...LIMITS, 'tests/views/complaint-detail.view.test.tsx'],
    ['at 2999 ms it is not open; at 3000 ms it opens', 'complaint-detail.view.test.tsx'],
  ],
  [
    'success modal for 1501 ms',
    'machines/complaint-form/complaint-draft.ts',
    'export const SUCCESS_MODAL_MS = 1500;',
    'export const SUCCESS_MODAL_MS = 1501;',
    [`${M}/complaint.rules.test.ts`, 'tests/views/complaint-form.view.test.tsx'],
    ['a description of spaces only is not sent', 'complaint-form.view.test.tsx'],
  ],
  [
    'success modal for 1499 ms',
    'machines/complaint-form/complaint-draft.ts',
    'export const SUCCESS_MODAL_MS = 1500;',
    'export const SUCCESS_MODAL_MS = 1499;',
    [`${M}/complaint.rules.test.ts`, 'tests/views/complaint-form.view.test.tsx'],
    ['a description of spaces only is not sent', 'complaint-form.view.test.tsx'],
  ],
  [
    'reload at 5501 ms',
    'machines/confirm-loan/confirm-loan.machine.ts',
    'delays: { recalcReload: 5500 }',
    'delays: { recalcReload: 5501 }',
    LIMITS,
    ['at 5500 ms the offer is loaded again', 'at 5500 ms the offer is asked for again'],
  ],
  [
    'reload at 5499 ms',
    'machines/confirm-loan/confirm-loan.machine.ts',
    'delays: { recalcReload: 5500 }',
    'delays: { recalcReload: 5499 }',
    LIMITS,
    ['at 5499 ms nothing is reloaded', 'at 5499 ms the modal shows'],
  ],
  [
    'countdown of 61 s',
    'machines/shared/countdown.ts',
    'export const SMS_COUNTDOWN_SECONDS = 60;',
    'export const SMS_COUNTDOWN_SECONDS = 61;',
    LIMITS,
    ['at 60 s it is over', "at 60 s it reads 'Get code' again", 'at 60 s the resend is offered'],
  ],
  [
    'countdown of 59 s',
    'machines/shared/countdown.ts',
    'export const SMS_COUNTDOWN_SECONDS = 60;',
    'export const SMS_COUNTDOWN_SECONDS = 59;',
    LIMITS,
    ['at 59 s it still counts', 'at 59 s the button still counts'],
  ],
  [
    'phone of 12',
    'machines/register/register.rules.ts',
    'export const PHONE_MAX = 11;',
    'export const PHONE_MAX = 12;',
    LIMITS,
    ['phone.change (phone) of "139123456789" keeps "13912345678"', 'Mobile number keeps'],
  ],
  [
    'phone of 10 digits',
    'machines/register/register.rules.ts',
    '/^1[3-9]\\d{9}$/',
    '/^1[3-9]\\d{8,9}$/',
    LIMITS,
    ['10 digits are refused on register and on get code', '10 digits are not a phone'],
  ],
  [
    'captcha of 5',
    'machines/register/register.rules.ts',
    'export const CAPTCHA_MAX = 4;',
    'export const CAPTCHA_MAX = 5;',
    LIMITS,
    ['captcha.change (captcha) of "ab12c" keeps "ab12"', 'Image code keeps'],
  ],
  [
    'SMS code of 7',
    'machines/register/register.rules.ts',
    'export const SMS_CODE_MAX = 6;',
    'export const SMS_CODE_MAX = 7;',
    LIMITS,
    ['smsCode.change (smsCode) of "1234567" keeps "123456"', 'SMS code keeps'],
  ],
  [
    'repayment code of 5',
    'machines/bank-repayment/bank-repayment.types.ts',
    'export const REPAY_CODE_MIN = 6;',
    'export const REPAY_CODE_MIN = 5;',
    [...LIMITS, `${M}/bank-repayment.rules.test.ts`],
    ['a code of 5 characters is refused', 'the code is trimmed'],
  ],
].map(([what, file, find, replace, tests, expect]) => ({ id: `limit: ${what}`, file, find, replace, tests, expect }));

const SPELLING = ['tests/architecture/catalogue-spelling.test.ts'];
const STORIES = ['tests/stories/stories-language.test.tsx'];

/** A line of the wrong language: in either catalogue (the spell check), or on a page (the stories in both languages). */
const language = [
  {
    id: 'language: a Spanish line in the English catalogue (bankRepay.stopMissing)',
    file: 'src/i18n/messages/bank-repayment.ts',
    find: "    'bankRepay.stopMissing': 'Payment stopped: {value} is missing.',",
    replace: "    'bankRepay.stopMissing': 'Pago detenido: falta {value}.',",
    tests: SPELLING,
    expect: ['bankRepay.stopMissing (bank-repayment.ts)'],
  },
  {
    id: 'language: an English line in the Spanish catalogue (complaint.placeholder)',
    file: 'src/i18n/messages/complaint.ts',
    find: "    'complaint.placeholder': 'Cuéntenos qué pasó (máximo 200 caracteres)',",
    replace: "    'complaint.placeholder': 'Tell us what happened (200 characters at most)',",
    tests: SPELLING,
    expect: ['complaint.placeholder (complaint.ts)'],
  },
  {
    id: 'language: a page shows the Spanish legend in English',
    file: 'src/flows/bank-repayment/bank-repayment-cards.tsx',
    find: "        <legend>{t('bankRepay.cards')}</legend>",
    replace: "        <legend>{'Elija una tarjeta bancaria'}</legend>",
    tests: STORIES,
    expect: ['Spanish line bankRepay.cards: Elija una tarjeta bancaria'],
  },
];

const FIGURES = ['tests/views/figures.view.test.tsx'];

/** Bugs of the kinds a borrower notices (docs/decisions/0134): a wrong field for a figure, two texts swapped in one language, a wrapper skipped, a hop without its query. */
const kinds = [
  {
    id: 'figure: the promissory note promises the loan amount',
    file: 'src/flows/contract/contract-view.tsx',
    find: '          contractAmount: money(c.contractAmount),\n',
    replace: '          contractAmount: money(c.amount),\n',
    tests: [...FIGURES, 'tests/views/contract.view.test.tsx'],
    expect: ['en: each row and the promissory note from its field', 'es: each row and the promissory note from its field'],
  },
  {
    id: 'figure: every plan row shows the first instalment',
    file: 'src/flows/confirm-loan/confirm-loan-offer.tsx',
    find: '{money(plan.amount)}',
    replace: '{money(offer.repay_plans[0]?.amount)}',
    tests: FIGURES,
    expect: ['loaded: amount, term, rate, coupon, detail values and each plan row from its own field'],
  },
  {
    id: 'figure: the extension banner shows the plan’s first amount',
    file: 'src/flows/extension/extension-view.tsx',
    find: '{money(delayInfo.delayAmount)}',
    replace: '{money(detail.repayPlan[0]?.amount)}',
    tests: FIGURES,
    expect: ['loaded: the banner’s amount and date, and each plan row’s amount and time'],
  },
  {
    id: 'swap: the Spanish checking and unconfirmed notices of the payment code',
    file: 'src/i18n/messages/voucher-standing.ts',
    find: "    'voucher.checking': 'Comprobando su código de pago. Podrá copiarlo y pagar con él en cuanto se confirme.',\n    'voucher.unconfirmed': 'No pudimos confirmar su código de pago. No pague con él hasta comprobarlo.',\n",
    replace:
      "    'voucher.checking': 'No pudimos confirmar su código de pago. No pague con él hasta comprobarlo.',\n    'voucher.unconfirmed': 'Comprobando su código de pago. Podrá copiarlo y pagar con él en cuanto se confirme.',\n",
    tests: ['tests/views/state-lines.view.test.tsx'],
    expect: ['checking (a kept voucher), es: exactly its lines', 'unconfirmed (a kept voucher the check could not confirm), es: exactly its lines'],
  },
  {
    id: 'swap: the Spanish Copy code and Copy company name labels',
    file: 'src/i18n/messages/payment-instructions.ts',
    find: "    'instructions.copyCode': 'Copiar código',\n    'instructions.company': 'Empresa',\n    'instructions.copyCompany': 'Copiar nombre de la empresa',\n",
    replace:
      "    'instructions.copyCode': 'Copiar nombre de la empresa',\n    'instructions.company': 'Empresa',\n    'instructions.copyCompany': 'Copiar código',\n",
    tests: ['tests/views/state-lines.view.test.tsx'],
    expect: ['pins a text in each language for every key the page names'],
  },
  {
    id: 'swap: the Spanish More and Hide of the instalment details',
    file: 'src/i18n/messages/instalment.ts',
    find: "    'instalment.more': 'Más',\n    'instalment.hide': 'Ocultar',\n",
    replace: "    'instalment.more': 'Ocultar',\n    'instalment.hide': 'Más',\n",
    tests: ['tests/views/state-lines-instalment.view.test.tsx'],
    expect: ['loaded, the details folded, es: exactly its lines', 'loaded, the details unfolded, es: exactly its lines'],
  },
  {
    id: 'wrapper: the payment code page takes a kept voucher as fresh',
    file: 'src/flows/payment-instructions/payment-instructions-page.tsx',
    find: '          const fromKept = kept.first;\n',
    replace: '          const fromKept = false;\n',
    tests: ['tests/views/page-wrappers.test.tsx'],
    expect: ['after Back: the kept code is shown as checking, not copyable, until the fresh answer confirms it'],
  },
  {
    id: 'wrapper: the repaying pages take a kept answer as fresh (0139)',
    file: 'src/flows/shared/use-kept-answer.ts',
    find: '    const fromKept = kept.first;\n',
    replace: '    const fromKept = false;\n',
    tests: ['tests/views/page-wrappers.test.tsx'],
    expect: ['after Back: the kept answer is shown as checking, nothing on it acted on, until the fresh answer replaces it'],
  },
  {
    id: 'wrapper: the bank-card page pays with a kept amount due (0139)',
    file: 'src/flows/bank-repayment/bank-repayment-page.tsx',
    find: '            if (kept.amount) {\n',
    replace: '            if (kept.amount && Number.isNaN(0)) {\n',
    tests: ['tests/views/page-wrappers.test.tsx'],
    expect: ['after Back with no amount in its link: the amount due is the fresh one'],
  },
  {
    id: 'wrapper: the bank-card page takes a kept repayment way as fresh',
    file: 'src/flows/bank-repayment/bank-repayment-page.tsx',
    find: '          const fromKept = kept.first;\n',
    replace: '          const fromKept = false;\n',
    tests: ['tests/views/page-wrappers.test.tsx'],
    expect: ['after Back: Pay waits for the fresh repayment way'],
  },
  {
    id: 'hop: confirm to loan details without the session query',
    file: 'src/flows/confirm-loan/confirm-loan-page.tsx',
    find: "withCommonQueryOnOwnOrigin(checked.url, session, window.location.origin, { from: 'confirm' })",
    replace: "withCommonQueryOnOwnOrigin(checked.url, { ...session, commonQuery: {} }, window.location.origin, { from: 'confirm' })",
    tests: ['tests/views/hop-call-sites.test.tsx'],
    expect: ['goToDetails: (_, params: { url: string }) => replaceTo(params.url)'],
  },
  {
    id: 'hop: complaint list to detail without the header values',
    file: 'src/flows/complaint/complaint-list-page.tsx',
    find: 'withCommonQuery(paths.complaintDetail, session, { problemId: problemId.value })',
    replace: 'withCommonQuery(paths.complaintDetail, { ...session, headerQuery: {} }, { problemId: problemId.value })',
    tests: ['tests/views/hop-call-sites.test.tsx'],
    expect: ['the session query on /complainDetails'],
  },
];

/** Metadata kept on a photo path (docs/decisions/0135): the byte tests of that path must name it. */
const photo = [
  {
    id: 'photo: a JPEG sent as it is keeps its EXIF (APP1)',
    file: 'src/lib/image-bytes.ts',
    find: '  if (marker === 0xe2 && ascii(bytes, at + 4, 12) === ICC) return bytes.subarray(at, at + length);\n',
    replace:
      '  if (marker === 0xe2 && ascii(bytes, at + 4, 12) === ICC) return bytes.subarray(at, at + length);\n  if (marker === 0xe1) return bytes.subarray(at, at + length);\n',
    tests: ['tests/unit/complaint/photo-bytes.test.ts', 'tests/unit/complaint/photo-paths.test.ts'],
    expect: ['a JPEG sent as it is > leaves with none of them', 'a JPEG leaves as pixels only, never through an encoder'],
  },
  {
    id: "photo: the worker's encoding sent as the encoder wrote it",
    file: 'src/flows/shared/photo/prepare-photo.ts',
    find: "  if ('blob' in answer) return pixelsOnly(answer.blob);\n",
    replace: "  if ('blob' in answer) return answer.blob;\n",
    tests: ['tests/unit/complaint/photo-paths.test.ts'],
    expect: ["a WebP with EXIF and XMP: the encoder's JPEG leaves as pixels only"],
  },
];

export const PLANTS = [...extraTransitions, ...limits, ...language, ...kinds, ...photo];
