import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withCommonQuery } from '../../../src/session/common-query';
import { sessionFromQuery } from '../../../src/session/session';

const session = sessionFromQuery('?productId=7&orderId=O-1&type=1&crp_phe=p1&utm=drop');

describe('withCommonQuery', () => {
  it('appends the common query and the header values', () => {
    expect(withCommonQuery('/Dag', session)).toBe('/Dag?productId=7&orderId=O-1&type=1&crp_phe=p1');
  });

  it('lets the path and then extras override, dropping undefined extras', () => {
    const href = withCommonQuery('/carpmm?requestType=1&orderId=X', session, { amount: 110000, payCode: 'OX XO', orderId: undefined, productId: 9 });
    expect(href).toBe('/carpmm?productId=9&orderId=X&type=1&crp_phe=p1&requestType=1&amount=110000&payCode=OX+XO');
  });

  it('keeps absolute URLs and fragments', () => {
    expect(withCommonQuery('https://h5.example/loan/detail?from=x#top', session, { from: 'confirm' })).toBe(
      'https://h5.example/loan/detail?productId=7&orderId=O-1&type=1&crp_phe=p1&from=confirm#top',
    );
  });

  it('adds nothing when there is nothing to carry', () => {
    expect(withCommonQuery('/complaint', sessionFromQuery(''))).toBe('/complaint');
  });

  it('carries every common value to the next page unchanged', () => {
    const value = fc.string({ minLength: 1 }).filter((s) => s.trim() === s);
    fc.assert(
      fc.property(value, value, (productId, orderId) => {
        const s = sessionFromQuery(new URLSearchParams({ productId, orderId }));
        const next = new URL(withCommonQuery('/repay/card', s), 'http://h5.test');
        return next.searchParams.get('productId') === productId && next.searchParams.get('orderId') === orderId;
      }),
    );
  });
});
