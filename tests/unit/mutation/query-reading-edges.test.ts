import { describe, expect, it } from 'vitest';
import { checkMinorAmount, readChoice, readMinorAmount, readOptionalId } from '../../../src/lib/acted-on';
import { withCommonQuery } from '../../../src/session/common-query';
import { languageFromQuery } from '../../../src/session/language';
import { pickParams, toQueryString, toSearchParams } from '../../../src/session/query';
import { requestSessionFromQuery, sessionFromQuery } from '../../../src/session/session';
import { confirmValues, voucherValues } from '../../../src/session/voucher-values';

// Edges of reading the page query and the values a page acts on (decision 0092), expected values
// written by hand from the rules.
describe('acted-on values: why a value is refused', () => {
  it.each([
    [null, 'missing'],
    [undefined, 'missing'],
    [{ amount: 100 }, 'missing'],
    [true, 'missing'],
    [0, 'unusable'],
    [-100, 'unusable'],
    [1.5, 'unusable'],
    [Number.NaN, 'unusable'],
    [Number.POSITIVE_INFINITY, 'unusable'],
    [2 ** 53, 'unusable'],
    ['', 'missing'],
    [' ', 'missing'],
    ['0', 'unusable'],
  ])('the server amount %j is %s', (value, reason) => {
    expect(checkMinorAmount(value)).toEqual({ ok: false, reason });
  });

  it('takes the largest 12-digit amount as sent, number or text', () => {
    expect(checkMinorAmount(999999999999)).toEqual({ ok: true, value: '999999999999' });
    expect(readMinorAmount('999999999999')).toEqual({ ok: true, value: '999999999999' });
    expect(checkMinorAmount(1)).toEqual({ ok: true, value: '1' });
  });

  it('an optional id that is only blanks is absent; a choice is matched exactly, blanks missing', () => {
    expect(readOptionalId('   ')).toEqual({ ok: true, value: '' });
    expect(readOptionalId(null)).toEqual({ ok: true, value: '' });
    expect(readChoice('  ', ['1', '2'])).toEqual({ ok: false, reason: 'missing' });
    expect(readChoice(null, ['1', '2'])).toEqual({ ok: false, reason: 'missing' });
    expect(readChoice('12', ['1', '2'])).toEqual({ ok: false, reason: 'unusable' });
    expect(readChoice('2', ['1', '2'])).toEqual({ ok: true, value: '2' });
  });
});

describe('the page query', () => {
  it('keeps non-empty params in the order asked, and writes a query skipping undefined', () => {
    const params = new URLSearchParams('b=2&a=1&c=&d=4');
    expect(Object.entries(pickParams(params, ['a', 'b', 'c', 'x']))).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(toQueryString({ z: 'a b', y: undefined, x: 0, w: '' })).toBe('z=a+b&x=0&w=');
    expect(toQueryString({})).toBe('');
    expect(toSearchParams('?q=1').get('q')).toBe('1');
    const own = new URLSearchParams('q=2');
    expect(toSearchParams(own)).toBe(own);
  });

  it('reads the language from the type flag, from text or params', () => {
    expect(languageFromQuery('type=1')).toBe('en');
    expect(languageFromQuery(new URLSearchParams('type=1'))).toBe('en');
    expect(languageFromQuery(new URLSearchParams('type=2'))).toBe('es');
    expect(languageFromQuery('type=11')).toBe('es');
  });

  it('keeps every param, first value first; header values only when given', () => {
    const s = requestSessionFromQuery('?a=1&a=2&type=1&eyes=e&showy=');
    expect(s.query).toEqual({ a: '1', type: '1', eyes: 'e', showy: '' });
    expect(s.headerQuery).toEqual({ eyes: 'e' });
    expect(s.headersOne).toEqual({ language: 'en' });
    expect(s.headersTwo).toEqual({ eyes: 'e' });
    expect(requestSessionFromQuery('').headersOne).toEqual({ language: 'es' });
  });

  const session = sessionFromQuery('?productId=7&type=1');

  it('puts the carried query before a fragment, also on a bare query or fragment', () => {
    expect(withCommonQuery('#/downloadTemplate', session)).toBe('?productId=7&type=1#/downloadTemplate');
    expect(withCommonQuery('?from=x', session)).toBe('?productId=7&type=1&from=x');
    expect(withCommonQuery('/a?', session)).toBe('/a?productId=7&type=1');
    expect(withCommonQuery('/a#', session)).toBe('/a?productId=7&type=1#');
    expect(withCommonQuery('/a#b?c=1', session)).toBe('/a?productId=7&type=1#b?c=1');
    expect(withCommonQuery('/a?type=2', session, { extra: 0 })).toBe('/a?productId=7&type=2&extra=0');
    expect(withCommonQuery('/a#top', sessionFromQuery(''))).toBe('/a#top');
  });
});

describe('the confirm and payment-instructions values', () => {
  it('reads productId, or product_id only when productId is absent', () => {
    expect(confirmValues({ productId: '7', product_id: '8' })).toEqual({ ok: true, value: { productId: '7' } });
    expect(confirmValues({ product_id: '8' })).toEqual({ ok: true, value: { productId: '8' } });
    expect(confirmValues({ productId: '', product_id: '8' })).toEqual({ ok: false, refused: { name: 'productId', reason: 'missing' } });
  });

  it('names the first unusable of the five, in order', () => {
    const all = { productId: '7', orderId: '9', amount: '45000', payCode: 'SPEI', requestType: '2' };
    expect(voucherValues(all)).toEqual({ ok: true, value: all });
    expect(voucherValues({ ...all, orderId: '', amount: '0' })).toEqual({ ok: false, refused: { name: 'orderId', reason: 'missing' } });
    expect(voucherValues({ ...all, amount: '1e9', payCode: '' })).toEqual({ ok: false, refused: { name: 'amount', reason: 'unusable' } });
    expect(voucherValues({ ...all, requestType: '' })).toEqual({ ok: false, refused: { name: 'requestType', reason: 'missing' } });
  });
});
