// Every line in every state, in both languages (docs/decisions/0134): the bank-card repayment page,
// each state of its machine (loading, failed, choosing, each notice, committing, the SMS step with
// its countdown, resend and code checks, a payment whose answer was lost, a kept answer checked or
// unconfirmed, the online payment, paid) and why paying stops (the amount, the order), in Spanish and
// in English, shows exactly the texts pinned (tests/views/bank-repayment-lines.ts, with the SMS step's
// states) for the keys that state uses, and no other text of the page's keys (read from its source files).
import { screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { RepayWay } from '../../machines/bank-repayment/bank-repayment.types';
import BankRepaymentPage from '../../src/flows/bank-repayment/bank-repayment-page';
import { describeStateLines, type LinesState } from '../helpers/state-lines-suite';
import {
  BANK_REPAYMENT_PINNED,
  CHOOSING,
  SMS_STATES,
  TOP,
  amount,
  amountKnown,
  business,
  choosing,
  commits,
  heldLongAgo,
  keptThen,
  network,
  never,
  online,
  pay,
  reads,
  refused,
  way,
} from './bank-repayment-lines';

const notice = (text: RegExp) => () => screen.findByText(text);
const unknown = () => screen.findByTestId('repay-unknown');

const states: LinesState[] = [
  {
    name: 'loading (the amount from the link shown, the cards to come)',
    load: () => fromPromise<RepayWay>(() => never()),
    reach: amountKnown,
    lines: [...TOP, 'common.loading'],
  },
  {
    name: 'loading, the amount too',
    load: () => fromPromise<RepayWay>(() => never()),
    actors: () => ({ loadAmount: amount(never) }),
    reach: () => screen.findByText(/^(Loading the amount…|Cargando el monto…)$/),
    lines: [...TOP, 'bankRepay.amountLoading', 'common.loading'],
  },
  {
    name: 'failed to load, on the network',
    load: way(refused(network())),
    reach: () => screen.findByRole('button', { name: /^(Retry|Reintentar)$/ }),
    lines: [...TOP, 'common.error', 'common.retry'],
  },
  {
    name: 'failed to load, the server with no message',
    load: way(refused(business('02'))),
    reach: notice(/^查询失败$/),
    lines: [...TOP, 'bankRepay.queryFailed', 'common.retry'],
  },
  { name: 'choosing', load: way(), reach: () => choosing().then(amountKnown), lines: CHOOSING },
  {
    name: 'choosing, no cards and no online payment',
    load: way(async () => ({ online: false, repayToken: 'rt_1', cards: [] })),
    reach: () => choosing().then(amountKnown),
    lines: [...TOP, 'bankRepay.cards', 'bankRepay.noCards', 'bankRepay.pay'],
  },
  {
    name: 'Pay with no card chosen',
    load: way(),
    reach: () => pay(false).then(notice(/^请先选择银行卡$/)),
    lines: [...CHOOSING, 'bankRepay.chooseCard'],
  },
  {
    name: 'committing',
    load: way(),
    actors: () => ({ commit: commits(never) }),
    reach: () => pay().then(() => screen.findByRole('button', { name: /^(Pay|Pagar)$/, busy: true })),
    lines: CHOOSING,
  },
  {
    name: 'the commit refused as a duplicate',
    load: way(),
    actors: () => ({ commit: commits(refused(business('800005'))) }),
    reach: () => pay().then(notice(/^请勿重复提交还款请求$/)),
    lines: [...CHOOSING, 'bankRepay.duplicate'],
  },
  {
    name: 'the commit failed, the server with no message',
    load: way(),
    actors: () => ({ commit: commits(refused(business('99'))) }),
    reach: () => pay().then(notice(/^处理失败$/)),
    lines: [...CHOOSING, 'bankRepay.handleFailed'],
  },
  ...SMS_STATES,
  {
    name: 'a payment whose answer was lost (the order read meanwhile)',
    load: way(),
    actors: () => ({ commit: commits(refused(network())), readRepayment: reads(never) }),
    reach: () => pay().then(unknown),
    lines: [...TOP, 'bankRepay.unknown', 'bankRepay.unknownHow'],
  },
  {
    name: 'a lost payment, the order unread when the hold passed',
    arrange: heldLongAgo,
    load: way(),
    actors: () => ({ readRepayment: reads(refused(network())) }),
    reach: () => screen.findByRole('button', { name: /^(Check again|Comprobar de nuevo)$/ }),
    lines: [...TOP, 'bankRepay.unknown', 'bankRepay.unknownUnread', 'bankRepay.checkAgain'],
  },
  {
    name: 'a lost payment the order shows not made (Pay again)',
    arrange: heldLongAgo,
    load: way(),
    actors: () => ({ readRepayment: reads(async () => ({ paid: false })) }),
    reach: notice(/^(Your order still shows the amount owed|Su pedido sigue mostrando el monto pendiente)/),
    lines: [...CHOOSING, 'bankRepay.notPaid'],
  },
  {
    name: 'a kept answer, checked',
    load: keptThen(never),
    reach: () => screen.findByTestId('repay-standing'),
    lines: [...CHOOSING, 'bankRepay.checking'],
  },
  {
    name: 'a kept answer, unconfirmed',
    load: keptThen(refused(network())),
    reach: () => screen.findByRole('button', { name: /^(Check again|Comprobar de nuevo)$/ }),
    // Why the fresh answer failed is said too, as the notice words it (the network: the spec's 'error').
    lines: [...CHOOSING, 'bankRepay.unconfirmed', 'bankRepay.checkAgain', 'common.error'],
  },
  {
    name: 'paid (with no code asked)',
    load: way(),
    actors: () => ({ commit: commits(async () => ({ needValid: false, repayRecordId: 'RP1' })) }),
    reach: () => pay().then(notice(/^(Payment sent\. Opening the loan details…|Pago enviado\. Abriendo el detalle del préstamo…)$/)),
    lines: ['bankRepay.title', 'bankRepay.paid'],
  },
  {
    name: 'paying online (on its way)',
    load: way(),
    actors: () => ({ huichao: fromPromise<{ url: string }>(() => never()) }),
    reach: () => online().then(() => screen.findByRole('button', { name: /^(Pay online|Pagar en línea)$/, busy: true })),
    lines: CHOOSING,
  },
  {
    name: 'paying online, its address refused',
    load: way(),
    actors: () => ({ huichao: fromPromise<{ url: string }>(() => Promise.reject({ kind: 'refused' })) }),
    reach: () => online().then(notice(/^(The payment page could not be opened|No se pudo abrir la página de pago)/)),
    lines: [...CHOOSING, 'bankRepay.refused'],
  },
  {
    name: 'paying online, on the network',
    load: way(),
    actors: () => ({ huichao: fromPromise<{ url: string }>(refused(network())) }),
    reach: () => online().then(notice(/^error$/)),
    lines: [...CHOOSING, 'common.error'],
  },
  {
    name: 'redirected to the bank’s page',
    load: way(),
    actors: () => ({ huichao: fromPromise<{ url: string }>(async () => ({ url: 'https://pay.example.com/huichao/O1' })) }),
    reach: () => online().then(notice(/^(Opening the payment page…|Abriendo la página de pago…)$/)),
    lines: ['bankRepay.title', 'bankRepay.redirected'],
  },
  {
    name: 'an amount in the link that cannot be used',
    route: '/repay/card?orderId=O1&withholdingAmount=abc&userId=U5',
    load: way(),
    reach: notice(/^(Payment stopped: the amount to pay in the link is not valid\.|Pago detenido: el monto a pagar del enlace no es válido\.)$/),
    lines: [...CHOOSING, 'bankRepay.amountUnavailable', 'bankRepay.stopUnusable'],
  },
  {
    name: 'the amount due failed to load',
    route: '/repay/card?orderId=O1&productId=7&userId=U5',
    load: way(),
    actors: () => ({ loadAmount: amount(refused(network())) }),
    reach: () => screen.findByRole('button', { name: /^(Load the amount again|Volver a cargar el monto)$/ }),
    lines: [...CHOOSING, 'bankRepay.amountUnavailable', 'bankRepay.amountFailed', 'bankRepay.amountRetry'],
  },
  {
    name: 'a link with no order',
    route: '/repay/card?withholdingAmount=150000',
    reach: notice(/^(Payment stopped: the order in the link is missing\.|Pago detenido: falta el pedido del enlace\.)$/),
    lines: ['bankRepay.title', 'bankRepay.stopMissing'],
  },
];

describeStateLines('bank-card repayment page', {
  Page: BankRepaymentPage,
  route: '/repay/card?orderId=O1&withholdingAmount=150000&couponId=C7&userId=U5',
  machineId: 'bankRepayment',
  actor: 'loadWay',
  files: [
    'src/flows/bank-repayment/bank-repayment-page.tsx',
    'src/flows/bank-repayment/bank-repayment-view.tsx',
    'src/flows/bank-repayment/bank-repayment-cards.tsx',
    'src/flows/bank-repayment/bank-repayment-sms.tsx',
    'src/flows/bank-repayment/bank-repayment-held.tsx',
    'src/flows/bank-repayment/notice-text.ts',
    'src/flows/bank-repayment/stop-text.ts',
    'src/ui/page-state.tsx',
  ],
  // Leaving the app is not followed in a test: jsdom cannot open another origin.
  actions: { redirect: () => undefined },
  pinned: BANK_REPAYMENT_PINNED,
  notShown: {
    'ui.loadFailed': 'a failed load always has its notice: the server’s message or ours (notice-text.ts)',
    ...Object.fromEntries(
      ['couponId', 'orderId', 'productId', 'repayAmount', 'withholdingAmount'].map((value) => [
        `bankRepay.value.${value}`,
        'the {value} of a stop’s sentence, not a line of its own: the states that stop find the whole sentence',
      ]),
    ),
  },
  states,
});
