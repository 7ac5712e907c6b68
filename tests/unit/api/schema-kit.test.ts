import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { flag, integer, list, money, optionalMoney, optionalUrl, orDefault, parseBody, scalar, text, url } from '../../../src/api/schema-kit';

const ok = <T extends z.ZodMiniType>(schema: T, value: unknown) => z.safeParse(schema, value);

describe('lenient blocks', () => {
  it('text turns numbers, booleans and null into strings', () => {
    const row = z.object({ a: text, b: text, c: text, d: text });
    expect(parseBody(row, { a: 5, b: null, c: true })).toEqual({ a: '5', b: '', c: 'true', d: '' });
    expect(ok(text, { x: 1 }).success).toBe(false);
  });

  it('list accepts missing, null, arrays and PHP objects', () => {
    const s = z.object({ a: list(z.number()), b: list(z.number()), c: list(z.number()), d: list(z.number()) });
    expect(parseBody(s, { b: null, c: [1, 2], d: { 0: 3, 1: 4 } })).toEqual({ a: [], b: [], c: [1, 2], d: [3, 4] });
    expect(ok(list(z.number()), 'x').success).toBe(false);
  });

  it('flag reads 0/1 in any loose spelling', () => {
    expect(['1', 1, true, '0', 0, false, null, ''].map((v) => parseBody(flag, v))).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
    expect(parseBody(z.object({ f: flag }), {})).toEqual({ f: 0 });
    expect(ok(flag, 'yes').success).toBe(false);
  });

  it('orDefault replaces null or missing objects', () => {
    const s = z.object({ o: orDefault(z.object({ n: text }), () => ({ n: 'none' })) });
    const first = parseBody(s, {});
    expect(first).toEqual({ o: { n: 'none' } });
    expect(parseBody(s, {}).o).not.toBe(first.o);
    expect(parseBody(s, { o: null })).toEqual({ o: { n: 'none' } });
    expect(parseBody(s, { o: { n: 2 } })).toEqual({ o: { n: '2' } });
  });
});

describe('strict blocks', () => {
  it('money takes numbers and numeric strings only', () => {
    expect(parseBody(money, '123456')).toBe(123456);
    expect(parseBody(money, ' 12.5 ')).toBe(12.5);
    expect(parseBody(money, -300)).toBe(-300);
    for (const bad of ['', '1,000', '$10', 'abc', null, undefined, NaN, Infinity, {}]) {
      expect(ok(money, bad).success, String(bad)).toBe(false);
    }
  });

  it('money agrees with Number() on every integer string', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => parseBody(money, String(n)) === n));
  });

  it('optionalMoney is null when absent and strict when present', () => {
    expect([undefined, null, '', '250', 0].map((v) => parseBody(optionalMoney, v))).toEqual([null, null, null, 250, 0]);
    expect(ok(optionalMoney, 'gratis').success).toBe(false);
  });

  it('scalar and integer require a value', () => {
    expect(parseBody(scalar, 800006)).toBe('800006');
    expect(parseBody(scalar, ' 00 ')).toBe('00');
    expect(ok(scalar, '').success).toBe(false);
    expect(ok(scalar, '  ').success).toBe(false);
    expect(ok(scalar, null).success).toBe(false);
    expect(parseBody(integer, '174')).toBe(174);
    expect(ok(integer, '17.4').success).toBe(false);
    expect(ok(integer, 'open').success).toBe(false);
  });

  it('URLs are strings', () => {
    expect(ok(url, '').success).toBe(false);
    expect(ok(url, 42).success).toBe(false);
    expect(parseBody(optionalUrl, null)).toBe('');
    expect(ok(optionalUrl, 42).success).toBe(false);
  });

  it('parseBody reports the failing path as badBody', () => {
    const s = z.object({ plan: z.array(z.object({ amount: money })) });
    expect(() => parseBody(s, { plan: [{ amount: 'x' }] })).toThrow(
      expect.objectContaining({ kind: 'badBody', detail: expect.stringContaining('plan.0.amount') }),
    );
  });
});
