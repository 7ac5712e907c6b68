import { describe, expect, it } from 'vitest';
import { channels, groupTitles } from '../../../src/mocks/data/channels';
import { problemSonTypes, problemTypes, seedComplaint, tabTitles } from '../../../src/mocks/data/complaints';
import { labels } from '../../../src/mocks/data/labels';
import { statusCopy } from '../../../src/mocks/data/order-status';
import { delayTexts, voucherTexts } from '../../../src/mocks/data/repay-texts';
import { orderStatuses, setScenarios, type ScenarioName } from '../../../src/mocks/scenarios';
import { getJson, postForm, withDemoServer } from './demo-server';

// The demo backend answers in the language the request asks for (docs/demo-backend.md, Language):
// client one's `language` header, else the URL's `type` query (1 English, anything else Spanish).

withDemoServer();

interface Ask {
  query: Record<string, string>;
  headers: Record<string, string>;
}

const inEnglish: [string, Ask][] = [
  ['type=1', { query: { type: '1' }, headers: {} }],
  ['header language: en', { query: {}, headers: { language: 'en' } }],
];
const inSpanish: [string, Ask][] = [
  ['no type and no header', { query: {}, headers: {} }],
  ['type=2', { query: { type: '2' }, headers: {} }],
  ['header language: es (the header wins over type=1)', { query: { type: '1' }, headers: { language: 'es' } }],
];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are checked field by field
const order = { productId: 7, orderId: '240518001' };
const repayBase = '/api/v1/lendo/credit/service/loan';

const post = async (path: string, body: Record<string, string | number>, ask: Ask) => (await postForm(path, body, ask.query, ask.headers)) as Json;
const data = async (path: string, body: Record<string, string | number>, ask: Ask) => (await post(path, body, ask)).data as Json;

const loanDetails = (ask: Ask) => data('/maintains/v3/loan-details/loan-details', order, ask);
const instalment = (ask: Ask) => data('/maintains/v3/installment/loan-play-detail', order, ask);
const voucher = (ask: Ask, payCode = 'OXXO', requestType = 1) =>
  data('/maintains/v3/loan-details/generate-vcode', { ...order, amount: 102730, payCode, requestType }, ask);
const problemInit = (ask: Ask) => data('/maintains/user-problem/problem-init', {}, ask);

describe('answers in the language the request asks for', () => {
  it.each(inEnglish)('loan details in English (%s)', async (_how, ask) => {
    const d = await loanDetails(ask);
    expect(d.noticeStatusText).toBe('Payment due');
    expect(d.noticeDesText).toMatch(/^Pay before the due date .* Due date: \d{4}-\d{2}-\d{2}\.$/);
    expect(d.userOrderDetail.detail.slice(0, 3)).toEqual([
      { text: 'Order number', value: 'MX240518001' },
      { text: 'Loan amount', value: 300000 },
      { text: 'Term', value: '91 days' },
    ]);
    expect(d.productName).toBe('Lendo Cash Express');
  });

  it.each(inSpanish)('loan details in Spanish (%s)', async (_how, ask) => {
    const d = await loanDetails(ask);
    expect(d.noticeStatusText).toBe('Pendiente de pago');
    expect(d.noticeDesText).toMatch(/ Fecha límite: \d{4}-\d{2}-\d{2}\.$/);
    expect(d.userOrderDetail.detail[0]).toEqual({ text: 'Número de pedido', value: 'MX240518001' });
    expect(d.userOrderDetail.detail[2]).toEqual({ text: 'Plazo', value: '91 días' });
  });

  it.each(inEnglish)('instalment plan in English (%s)', async (_how, ask) => {
    const d = await instalment(ask);
    expect(d.detail.map((row: Json) => row.text)).toEqual(['Order number', 'Payment', 'Principal', 'Interest', 'Late fee', 'Due date']);
    expect(d.detail[1].value).toBe('1 of 3');
    expect(d.noticeMsg).toBe('Your payment is posted within 10 to 30 minutes. Keep your receipt until you see it applied.');
    expect(d.repayList.map((g: Json) => g.reviewer)).toEqual(['Cash payment at stores', 'Bank transfer or deposit']);
    expect(d.repayList[0].list[0].desc).toBe('Pay in cash at any OXXO store. Store fee: ₱12.00');
  });

  it.each(inSpanish)('instalment plan in Spanish (%s)', async (_how, ask) => {
    const d = await instalment(ask);
    expect(d.detail.map((row: Json) => row.text)).toEqual(['Número de pedido', 'Pago', 'Capital', 'Intereses', 'Cargo moratorio', 'Fecha límite']);
    expect(d.detail[1].value).toBe('1 de 3');
    expect(d.repayList[0].reviewer).toBe('Pago en efectivo en tiendas');
  });

  it.each(inEnglish)('voucher in English, the company name kept (%s)', async (_how, ask) => {
    const d = await voucher(ask);
    expect(d.repayDetail.repayTitle).toBe('Payment at OXXO');
    expect(d.repayDetail.repayDes).toBe('Payment of your loan');
    expect(d.repayDetail.companyName).toBe((await voucher(inSpanish[0]![1])).repayDetail.companyName);
    expect(d.dataList.map((s: Json) => s.title)).toEqual(['How to pay', 'Important']);
    expect(d.dataList[0].content[0]).toBe('Go to any OXXO store.');
    expect(d.imgList.title).toBe('Sample receipt');
    expect((await voucher(ask, 'SPEI', 2)).repayDetail.repayDes).toBe('7-day extension payment');
  });

  it.each(inSpanish)('voucher in Spanish (%s)', async (_how, ask) => {
    const d = await voucher(ask);
    expect(d.repayDetail.repayTitle).toBe('Pago en OXXO');
    expect(d.dataList.map((s: Json) => s.title)).toEqual(['Cómo pagar', 'Importante']);
    expect(d.imgList.title).toBe('Ejemplo de comprobante');
  });

  it.each(inEnglish)('problem init in English (%s)', async (_how, ask) => {
    const d = await problemInit(ask);
    expect(d.problemType[0]).toEqual({ title: 'Collection', value: 1 });
    expect(d.problemSonType[1]).toEqual({ title: 'Disrespectful collection agent', value: 12 });
    expect(d.orderDetail.status).toBe('To pay');
    expect(d.orderDetail.list.map((row: Json) => row.title)).toEqual(['Loan amount', 'Application date', 'Order number']);
    expect(d.orderDetail.list[0].value).toBe('₱3,000.00');
    expect(d.orderList.map((o: Json) => o.productName)).toEqual(['Lendo Cash Express', 'Crédito Quincena', 'Préstamo Flex']);
  });

  it.each(inSpanish)('problem init in Spanish (%s)', async (_how, ask) => {
    const d = await problemInit(ask);
    expect(d.problemType[0]).toEqual({ title: 'Cobranza', value: 1 });
    expect(d.orderDetail.status).toBe('Por pagar');
    expect(d.orderDetail.list[0]).toEqual({ title: 'Monto del préstamo', value: '$3,000.00' });
  });

  it.each(inEnglish)('business errors in English (%s)', async (_how, ask) => {
    setScenarios(['status-200']);
    expect((await post('/maintains/v3/installment/loan-play-detail', order, ask)).message).toBe('This order has no pending payment.');
    expect(((await getJson(`${repayBase}/repayment-way`, { orderId: '1', ...ask.query }, ask.headers)) as Json).message).toBe(
      'This order has no pending payment.',
    );
    expect((await post('/maintains/v3/loan-details/loan-details', {}, ask)).message).toBe('Required data missing: orderId, productId');
    setScenarios(['sid-fail']);
    const sid = (await getJson('/api/v2/lendo/promotion/get-sid', ask.query, ask.headers)) as Json;
    expect(sid.message).toBe('Service unavailable at the moment. Please try again later.');
  });
});

/** Every string in an answer. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

/** The [Spanish, English] pairs of a bilingual text, walked side by side (row-label functions left out). */
function halves(es: unknown, en: unknown): [string, string][] {
  if (typeof es === 'string') return [[es, String(en)]];
  if (Array.isArray(es)) return es.flatMap((item, i) => halves(item, (en as unknown[])[i]));
  if (es !== null && typeof es === 'object') return Object.entries(es).flatMap(([key, item]) => halves(item, (en as Json)[key]));
  return [];
}

/** Every bilingual text of the demo data. */
const bilingual: { es: unknown; en: unknown }[] = [
  labels,
  ...Object.values(statusCopy),
  ...channels.flatMap((c) => [c.desc, c.title, c.howTo]),
  ...Object.values(groupTitles),
  voucherTexts,
  delayTexts,
  ...[...problemTypes, ...problemSonTypes].map((o) => o.title),
  tabTitles,
  seedComplaint.disposeDetail,
];
const pairs = bilingual.flatMap((t) => halves(t.es, t.en));
const spanishTexts = pairs.map(([es]) => es);
/** Spanish words of the labels and messages the handlers write (none of them is part of a name). */
const spanishWords = [
  ...['Número', 'Monto', 'Plazo', 'días', 'Pago', 'Pague', 'Fecha', 'Cargo', 'Intereses', 'Capital', 'Cobranza', 'pedido'],
  ...['Intente', 'solicitud', 'Describa', 'Seleccione', 'queja', 'Faltan'],
];

type Case = [name: string, scenarios: ScenarioName[], path: string, body: Record<string, string | number>];
/** English answers of every endpoint that writes text, the failures included. */
const englishAnswers: Case[] = [
  ['confirm loan', [], '/maintains/v3/loan-confirm/loan-detail-confirm', { productId: 7 }],
  ...orderStatuses.map((s): Case => [`loan details, status ${s}`, [`status-${s}`], '/maintains/v3/loan-details/loan-details', order]),
  ['instalment plan, overdue', ['status-180'], '/maintains/v3/installment/loan-play-detail', order],
  ['extension', [], '/maintains/v3/installment/loan-play-delay-detail', order],
  ...channels.map((c): Case => [
    `voucher ${c.payCode}`,
    [],
    '/maintains/v3/loan-details/generate-vcode',
    { ...order, amount: 5000, payCode: c.payCode, requestType: 1 },
  ]),
  ['problem init', [], '/maintains/user-problem/problem-init', {}],
  ['problem list', [], '/maintains/user-problem/problem-list', {}],
  ['problem detail', [], '/maintains/user-problem/problem-detail', { problemId: '1000' }],
  ['push refused', ['push-fail'], '/maintains/v3/loan-confirm/loan-detail-push', { amount: 300000, periods: 91, termUnit: 1, productId: 7 }],
  ['contract refused', ['contract-fail'], '/maintains/v3/loan-details/contract-detail', { orderNo: 'MX240518001' }],
  ['details fault', ['details-fail'], '/maintains/v3/loan-details/loan-details', order],
  ['save refused', ['save-fail'], '/maintains/user-problem/problem-save', {}],
  ['complaint without text', [], '/maintains/user-problem/problem-save', { problemType: 2 }],
  ['no pending payment', ['status-200'], '/maintains/v3/installment/loan-play-detail', order],
];

describe('no Spanish label leaks into an English answer', () => {
  it('every bilingual text of the demo data has an English half of its own', () => {
    expect(pairs.length).toBeGreaterThan(80);
    expect(pairs.filter(([es, en]) => es === '' || en === '' || es === en)).toEqual([]);
  });

  for (const [how, ask] of inEnglish) {
    it.each(englishAnswers)(`%s (${how})`, async (_name, scenarios, path, body) => {
      setScenarios(scenarios);
      // The borrower's own complaint text stays as written: it is not the service's to translate.
      const texts = leaves(await post(path, body, ask)).map((t) => t.replace(seedComplaint.content, ''));
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((t) => spanishTexts.some((es) => t.includes(es)))).toEqual([]);
      expect(texts.filter((t) => spanishWords.some((w) => new RegExp(`\\b${w}\\b`, 'u').test(t)))).toEqual([]);
    });
  }
});
