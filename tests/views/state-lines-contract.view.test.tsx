// Every line in every state, in both languages (docs/decisions/0134): the contract page (the period
// agreement, and `/Loan` with its picture), each of its states in Spanish and in English, shows
// exactly the texts pinned here for the keys that state uses, and no other text of the page's keys
// (read from its source files). A swap of two of its keys, or of two texts in one language, fails.
import { screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { apiError, type ApiError, type ContractDetail } from '../../src/api';
import PeriodAgreementPage, { LoanImageAgreementPage } from '../../src/flows/contract/contract-page';
import { FRAME_PINNED } from '../helpers/state-lines';
import { describeStateLines, type LinesState } from '../helpers/state-lines-suite';
import { contractFixture } from '../machines/contract.model';

const never = () => fromPromise<ContractDetail>(() => new Promise<ContractDetail>(() => undefined));
const failing = (error: ApiError) => () => fromPromise<ContractDetail>(() => Promise.reject(error));
const answer = () => fromPromise<ContractDetail>(async () => contractFixture);
const loaded = () => screen.findByRole('table');
const retry = () => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ });

/** Every line of the loaded agreement: the table, the promissory note, the clauses and the signatures. */
const AGREEMENT = [
  'contract.title',
  'contract.noteTitle',
  'contract.note',
  'contract.table',
  'contract.item',
  'contract.value',
  'contract.paymentDate',
  'contract.repaymentDate',
  'contract.loanAmount',
  'contract.commission',
  'contract.annualRate',
  'contract.interestRate',
  'contract.interest',
  'contract.vat',
  'contract.received',
  'contract.total',
  'contract.penaltyTitle',
  'contract.penalty',
  'contract.addressTitle',
  'contract.lawTitle',
  'contract.law',
  'contract.date',
  'contract.signatures',
  'contract.lender',
  'contract.borrower',
  'contract.signature',
];

const states = (picture: string[]): LinesState[] => [
  { name: 'loading', load: never, reach: () => screen.findByRole('status'), lines: ['contract.title', 'common.loading', ...picture] },
  {
    name: 'failed (the network: the page says it could not load)',
    load: failing(apiError({ kind: 'network' })),
    reach: retry,
    lines: ['contract.title', 'ui.loadFailed', 'common.retry', ...picture],
  },
  {
    name: 'failed (the server refused: its own message, as text)',
    load: failing(apiError({ kind: 'business', code: '4004', message: 'No se encontró el contrato de este pedido.' })),
    reach: retry,
    lines: ['contract.title', 'common.retry', ...picture],
  },
  { name: 'loaded', load: answer, reach: loaded, lines: [...AGREEMENT, ...picture] },
];

const suite = {
  machineId: 'contract',
  actor: 'loadContract',
  files: ['src/flows/contract/contract-page.tsx', 'src/flows/contract/contract-view.tsx', 'src/ui/page-state.tsx'],
  pinned: {
    ...FRAME_PINNED,
    'contract.addressTitle': {
      es: 'Domicilio del prestatario',
      en: 'Borrower address',
    },
    'contract.annualRate': {
      es: 'Tasa de interés anual',
      en: 'Annual interest rate',
    },
    'contract.borrower': {
      es: 'El prestatario',
      en: 'The borrower',
    },
    'contract.commission': {
      es: 'Comisión',
      en: 'Commission',
    },
    'contract.date': {
      es: 'Fecha del contrato',
      en: 'Contract date',
    },
    'contract.imageAlt': {
      es: 'Préstamo personal rápido, del teléfono a su cuenta',
      en: 'Fast personal loan, from your phone to your account',
    },
    'contract.interest': {
      es: 'Intereses',
      en: 'Interest',
    },
    'contract.interestRate': {
      es: 'Tasa de interés',
      en: 'Interest rate',
    },
    'contract.item': {
      es: 'Concepto',
      en: 'Item',
    },
    'contract.law': {
      es: 'Este contrato se rige por las leyes federales de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento, las partes se someten a los tribunales competentes de la Ciudad de México y renuncian a cualquier otro fuero que pudiera corresponderles por razón de su domicilio presente o futuro.',
      en: 'This agreement is governed by the federal laws of the United Mexican States. For its interpretation and performance the parties submit to the competent courts of Mexico City and waive any other jurisdiction that may apply by reason of their present or future domicile.',
    },
    'contract.lawTitle': {
      es: 'Legislación aplicable y tribunales',
      en: 'Governing law and court',
    },
    'contract.lender': {
      es: 'El prestamista',
      en: 'The lender',
    },
    'contract.loanAmount': {
      es: 'Monto del préstamo',
      en: 'Loan amount',
    },
    'contract.note': {
      es: 'Yo, {userName}, me obligo a pagar incondicionalmente a la orden de {company} la cantidad de {contractAmount} a más tardar el {planDate}, por el préstamo del producto {productName} depositado en la cuenta {bankNo}, conforme a la siguiente tabla:',
      en: 'I, {userName}, unconditionally promise to pay to the order of {company} the sum of {contractAmount} no later than {planDate}, for the loan of the product {productName} paid into account {bankNo}, as set out in the following table:',
    },
    'contract.noteTitle': {
      es: 'Pagaré',
      en: 'Promissory note',
    },
    'contract.paymentDate': {
      es: 'Fecha de pago (entrega del prestamista)',
      en: 'Payment date (lender pays out)',
    },
    'contract.penalty': {
      es: 'Si el pago no se realiza en la fecha de reembolso, el prestatario pagará un interés moratorio del 3 % diario sobre el saldo vencido hasta su liquidación total.',
      en: 'If payment is not made on the repayment date, the borrower shall pay overdue interest of 3% per day on the overdue balance until it is paid in full.',
    },
    'contract.penaltyTitle': {
      es: 'Intereses moratorios',
      en: 'Overdue interest',
    },
    'contract.received': {
      es: 'Monto recibido',
      en: 'Amount received',
    },
    'contract.repaymentDate': {
      es: 'Fecha de reembolso',
      en: 'Repayment date',
    },
    'contract.signature': {
      es: 'Firma',
      en: 'Signature',
    },
    'contract.signatures': {
      es: 'Firmas',
      en: 'Signatures',
    },
    'contract.table': {
      es: 'Condiciones del préstamo',
      en: 'Loan terms',
    },
    'contract.title': {
      es: 'Contrato de préstamo',
      en: 'Loan Agreement',
    },
    'contract.total': {
      es: 'Total a pagar',
      en: 'Total to repay',
    },
    'contract.value': {
      es: 'Valor',
      en: 'Value',
    },
    'contract.vat': {
      es: 'IVA (16 % de intereses más comisión)',
      en: 'VAT (16% of interest plus commission)',
    },
  },
};

describeStateLines('contract page (the period agreement)', {
  ...suite,
  Page: PeriodAgreementPage,
  route: '/agony?orderNo=MX240518001',
  notShown: { 'contract.imageAlt': 'the picture is on `/Loan` only (the next suite)' },
  states: states([]),
});

describeStateLines('contract page with its picture (/Loan)', {
  ...suite,
  Page: LoanImageAgreementPage,
  route: '/Loan?orderNo=MX240518001',
  notShown: {},
  states: states(['contract.imageAlt']),
});
