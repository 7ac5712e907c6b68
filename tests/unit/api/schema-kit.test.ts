import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import {
  flag,
  integer,
  list,
  money,
  optionalMoney,
  optionalScalar,
  optionalUrl,
  orDefault,
  parseBody,
  scalar,
  text,
  url,
} from '../../../src/api/schema-kit';

// The reading policy (docs/decisions/0067-tolerant-reading.md): shown fields never fail; fields
// the app acts on read into a value it can check; lists and objects read odd values as empty.
const ok = <T extends z.ZodMiniType>(schema: T, value: unknown) => z.safeParse(schema, value);
const ODD = [null, '', 'N/D', 42, true, {}, [], undefined];

describe('shown fields accept anything', () => {
  it('text turns numbers and booleans into strings and anything else into ""', () => {
    const row = z.object({ a: text, b: text, c: text, d: text, e: text });
    expect(parseBody(row, { a: 5, b: null, c: true, e: { x: 1 } })).toEqual({ a: '5', b: '', c: 'true', d: '', e: '' });
    expect(parseBody(text, 'N/D')).toBe('N/D');
  });

  it('money: numeric as a number, other text unchanged, nothing else ""', () => {
    expect(parseBody(money, '123456')).toBe(123456);
    expect(parseBody(money, ' 12.5 ')).toBe(12.5);
    expect(parseBody(money, -300)).toBe(-300);
    expect(['N/D', '1,000', '$10'].map((v) => parseBody(money, v))).toEqual(['N/D', '1,000', '$10']);
    expect([null, '', '  ', undefined, NaN, Infinity, {}, []].map((v) => parseBody(money, v))).toEqual(['', '', '', '', '', '', '', '']);
    expect(parseBody(z.object({ m: money }), {})).toEqual({ m: '' });
  });

  it('money agrees with Number() on every integer string', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => parseBody(money, String(n)) === n));
  });

  it('money never fails and never yields NaN', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const read = parseBody(money, v);
        return typeof read === 'string' || Number.isFinite(read);
      }),
    );
  });

  it('optionalMoney is null when absent, otherwise read as money', () => {
    expect([undefined, null, '', '250', 0, 'gratis', {}].map((v) => parseBody(optionalMoney, v))).toEqual([null, null, null, 250, 0, 'gratis', null]);
  });
});

describe('fields the app acts on read into a checkable value', () => {
  it('optionalScalar is a trimmed string, "" when unusable', () => {
    expect([' 91 ', 91, null, '', {}, undefined].map((v) => parseBody(optionalScalar, v))).toEqual(['91', '91', '', '', '', '']);
  });

  it('integer is a number or null', () => {
    expect(['174', 174, '17.4', 'open', null, '', undefined, 1.5].map((v) => parseBody(integer, v))).toEqual([
      174,
      174,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('flag reads 0/1 in any loose spelling and anything unreadable as 0', () => {
    expect(['1', 1, true, '0', 0, false, null, '', 'yes', 'N/D', {}].map((v) => parseBody(flag, v))).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseBody(z.object({ f: flag }), {})).toEqual({ f: 0 });
  });

  it('optionalUrl is a string, "" for anything else', () => {
    expect([null, 42, {}, 'https://x.example/a.png'].map((v) => parseBody(optionalUrl, v))).toEqual(['', '', '', 'https://x.example/a.png']);
  });

  it('scalar and url stay strict, for the few fields a page cannot do without', () => {
    expect(parseBody(scalar, 800006)).toBe('800006');
    expect(parseBody(scalar, ' 00 ')).toBe('00');
    for (const bad of ['', '  ', null, {}, undefined]) expect(ok(scalar, bad).success, String(bad)).toBe(false);
    expect(ok(url, '').success).toBe(false);
    expect(ok(url, 42).success).toBe(false);
  });
});

describe('lists and objects', () => {
  it('list accepts arrays and PHP objects; "", null, missing and any other value are empty', () => {
    const s = z.object({
      a: list(z.number()),
      b: list(z.number()),
      c: list(z.number()),
      d: list(z.number()),
      e: list(z.number()),
      f: list(z.number()),
    });
    expect(parseBody(s, { b: null, c: [1, 2], d: { 0: 3, 1: 4 }, e: '', f: 'N/D' })).toEqual({ a: [], b: [], c: [1, 2], d: [3, 4], e: [], f: [] });
    for (const odd of ODD) expect(parseBody(list(z.number()), odd)).toEqual([]);
  });

  it('list leaves out the items it cannot read and keeps the others', () => {
    const item = z.object({ id: scalar, name: text });
    expect(parseBody(list(item), [{ id: 1, name: 'a' }, { id: null, name: 'b' }, 'x', { id: 'c3' }])).toEqual([
      { id: '1', name: 'a' },
      { id: 'c3', name: '' },
    ]);
  });

  it('orDefault replaces a null, missing or unreadable object with a fresh fallback', () => {
    const s = z.object({ o: orDefault(z.object({ n: scalar }), () => ({ n: 'none' })) });
    const first = parseBody(s, {});
    expect(first).toEqual({ o: { n: 'none' } });
    expect(parseBody(s, {}).o).not.toBe(first.o);
    for (const odd of ODD) expect(parseBody(s, { o: odd })).toEqual({ o: { n: 'none' } });
    expect(parseBody(s, { o: { n: 2 } })).toEqual({ o: { n: '2' } });
  });

  it('parseBody reports the failing path as badBody, for what a page cannot do without', () => {
    const s = z.object({ repayDetail: z.object({ vCode: scalar }) });
    expect(() => parseBody(s, { repayDetail: { vCode: '' } })).toThrow(
      expect.objectContaining({ kind: 'badBody', detail: expect.stringContaining('repayDetail.vCode') }),
    );
  });
});
