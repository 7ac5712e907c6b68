// Small pure modules of src/flows, each rule checked on its own (written from the surviving mutants of
// `node scripts/mutation-flows.mjs flows`, docs/mutation-score.md).
import { describe, expect, it } from 'vitest';
import type { I18n } from '../../../src/i18n';
import { noticeText } from '../../../src/flows/bank-repayment/notice-text';
import { stopText } from '../../../src/flows/bank-repayment/stop-text';
import { contactSchema } from '../../../src/flows/contact/contact-schema';
import { PREVIEW_FIELDS, PREVIEW_TARGETS, initialParams, previewHref } from '../../../src/flows/test-preview/test-preview-params';
import { refusedText } from '../../../src/flows/shared/refused-text';
import { translate } from '../../../src/i18n';
import { orderInputOf } from '../../../src/flows/shared/pay-channels/order-input';
import { sessionFromQuery } from '../../../src/session';

/** The key asked for, with its parameters: which line a rule picks, without the catalogue's texts. */
const t = ((key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key)) as I18n['t'];

describe('noticeText (bank-card page)', () => {
  it('shows nothing without a notice', () => {
    expect(noticeText(null, t)).toBeNull();
  });

  it.each([
    ['chooseCard', 'bankRepay.chooseCard'],
    ['notPaid', 'bankRepay.notPaid'],
    ['shortCode', 'bankRepay.shortCode'],
    ['refused', 'bankRepay.refused'],
    ['network', 'common.error'],
  ] as const)('%s shows its fixed line', (kind, key) => {
    expect(noticeText({ kind }, t)).toBe(key);
  });

  it.each([
    ['duplicate', { kind: 'duplicate', message: '' }, 'bankRepay.duplicate'],
    ['wrongCode', { kind: 'wrongCode', message: '  ' }, 'bankRepay.wrongCode'],
    ['a failed query', { kind: 'failed', op: 'query', message: '' }, 'bankRepay.queryFailed'],
    ['a failed handling', { kind: 'failed', op: 'handle', message: ' ' }, 'bankRepay.handleFailed'],
  ] as const)('%s without a server message shows the spec line', (_, notice, key) => {
    expect(noticeText(notice, t)).toBe(key);
  });

  it.each([
    { kind: 'duplicate', message: ' Ya pagado ' },
    { kind: 'wrongCode', message: ' Ya pagado ' },
    { kind: 'failed', op: 'query', message: ' Ya pagado ' },
    { kind: 'failed', op: 'handle', message: ' Ya pagado ' },
  ] as const)('$kind with a server message shows it, trimmed', (notice) => {
    expect(noticeText(notice, t)).toBe('Ya pagado');
  });
});

describe('stopText (bank-card page)', () => {
  it.each([
    ['withholdingAmount', 'bankRepay.value.withholdingAmount'],
    ['repayAmount', 'bankRepay.value.repayAmount'],
    ['couponId', 'bankRepay.value.couponId'],
    ['productId', 'bankRepay.value.productId'],
    ['orderId', 'bankRepay.value.orderId'],
  ] as const)('names %s, missing or unusable', (value, key) => {
    expect(stopText(value, 'missing', t)).toBe(`bankRepay.stopMissing ${JSON.stringify({ value: key })}`);
    expect(stopText(value, 'unusable', t)).toBe(`bankRepay.stopUnusable ${JSON.stringify({ value: key })}`);
  });
});

describe('contactSchema (SPEC 5: all four fields required)', () => {
  const filled = { name: 'Ana', phone: '5512345678', email: 'ana@example.com', remark: 'Hola' };

  it('takes four filled fields, trimmed', () => {
    expect(contactSchema.safeParse({ ...filled, name: ' Ana ' })).toEqual({ success: true, data: filled });
  });

  it.each(['name', 'phone', 'email', 'remark'] as const)('refuses %s blank or only spaces', (field) => {
    expect(contactSchema.safeParse({ ...filled, [field]: '' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...filled, [field]: '   ' }).success).toBe(false);
  });

  it('takes a field of one character', () => {
    expect(contactSchema.safeParse({ ...filled, remark: 'x' }).success).toBe(true);
  });
});

describe('test page parameters (SPEC screen 21)', () => {
  it('opens on the demo values, each named field read from the query', () => {
    expect(initialParams('')).toEqual({
      appVersion: '1.0.0',
      deviceName: 'Android',
      deviceId: 'demo-device',
      osVersion: '13',
      sessionId: 'demo-session',
      gps_adid: '',
      productId: '7',
      orderId: '240518001',
    });
    const search = `?${PREVIEW_FIELDS.map((f, i) => `${f.name}=v${i}`).join('&')}`;
    expect(Object.values(initialParams(search))).toEqual(PREVIEW_FIELDS.map((_, i) => `v${i}`));
  });

  it('lists the fields with their labels and the spec pages in order', () => {
    expect(PREVIEW_FIELDS.map((f) => `${f.name}:${f.label}`)).toEqual([
      'appVersion:preview.appVersion',
      'deviceName:preview.deviceName',
      'deviceId:preview.deviceId',
      'osVersion:preview.osVersion',
      'sessionId:preview.sessionId',
      'gps_adid:preview.adId',
      'productId:preview.productId',
      'orderId:preview.orderId',
    ]);
    expect(PREVIEW_TARGETS).toEqual([
      'confirmLoan',
      'loanDetail',
      'repay',
      'repayDelay',
      'bindBank',
      'aboutUs',
      'complaint',
      'customerService',
      'privacyPolicy',
      'paymentInstructions',
    ]);
  });

  it('links with every value encoded, product_id repeating productId, and the language only when given', () => {
    const params = { ...initialParams(''), deviceName: 'Moto G&5', productId: '9' };
    const withType = new URL(previewHref('confirmLoan', params, 'es'), 'https://x.test');
    expect(withType.searchParams.get('deviceName')).toBe('Moto G&5');
    expect(withType.searchParams.get('product_id')).toBe('9');
    expect(withType.searchParams.get('type')).toBe('es');
    const without = new URL(previewHref('confirmLoan', params, null), 'https://x.test');
    expect(without.searchParams.has('type')).toBe(false);
    expect(without.pathname).toBe(withType.pathname);
  });
});

describe('orderInputOf (repaying pages)', () => {
  it('is the session query’s productId and orderId, checked', () => {
    expect(orderInputOf(sessionFromQuery('?productId=7&orderId=240518001'))).toEqual({
      ok: true,
      value: { productId: '7', orderId: '240518001' },
    });
    expect(orderInputOf(sessionFromQuery('?productId=7')).ok).toBe(false);
  });
});

describe('refusedText (decision 0092)', () => {
  it('names the value: missing or unusable in the link, unreadable from the server', () => {
    expect(refusedText(t, { name: 'productId', reason: 'missing' })).toBe('value.missing {"value":"value.name.productId"}');
    expect(refusedText(t, { name: 'orderId', reason: 'unusable' }, 'link')).toBe('value.unusable {"value":"value.name.orderId"}');
    expect(refusedText(t, { name: 'orderId', reason: 'missing' }, 'server')).toBe('value.fromServer {"value":"value.name.orderId"}');
  });

  it('brings its own catalogue texts, in both languages', () => {
    const en = (key: Parameters<I18n['t']>[0], params?: Record<string, string | number>) => translate('en', key, params);
    const es = (key: Parameters<I18n['t']>[0], params?: Record<string, string | number>) => translate('es', key, params);
    expect(refusedText(en, { name: 'productId', reason: 'missing' })).toBe('The link has no product. Please go back and try again.');
    expect(refusedText(es, { name: 'productId', reason: 'missing' })).toBe('Falta el producto en el enlace. Vuelva e inténtelo de nuevo.');
  });
});
