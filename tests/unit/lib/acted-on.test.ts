import { describe, expect, it } from 'vitest';
import { checkMinorAmount, firstUnusable, readChoice, readId, readMinorAmount, readOptionalId } from '../../../src/lib/acted-on';

// Expected values written by hand from the rule (decision 0092): a minor-unit amount is a positive
// whole number of at most 12 digits written plainly; an id is [A-Za-z0-9][A-Za-z0-9_.-]{0,63}.
const HOSTILE = '<img src=x onerror=alert(1)>';
const LONG = '1'.repeat(300);

describe('readMinorAmount', () => {
  const table: [string | null | undefined, 'ok' | 'missing' | 'unusable'][] = [
    ['150000', 'ok'],
    ['1', 'ok'],
    ['999999999999', 'ok'],
    ['1000000000000', 'unusable'],
    [undefined, 'missing'],
    [null, 'missing'],
    ['', 'missing'],
    ['   ', 'missing'],
    ['abc', 'unusable'],
    ['0', 'unusable'],
    ['00', 'unusable'],
    ['0100', 'unusable'],
    ['-5', 'unusable'],
    ['+5', 'unusable'],
    ['1e9', 'unusable'],
    ['1.005', 'unusable'],
    ['150000.5', 'unusable'],
    ['150000.00', 'unusable'],
    [' 100', 'unusable'],
    ['100 ', 'unusable'],
    ['1,000', 'unusable'],
    ['0x10', 'unusable'],
    ['Infinity', 'unusable'],
    ['NaN', 'unusable'],
    ['１２３', 'unusable'],
    [LONG, 'unusable'],
    [HOSTILE, 'unusable'],
  ];
  it.each(table)('%j is %s', (raw, expected) => {
    const read = readMinorAmount(raw);
    if (expected === 'ok') expect(read).toEqual({ ok: true, value: raw });
    else expect(read).toEqual({ ok: false, reason: expected });
  });
});

describe('checkMinorAmount (a server value)', () => {
  const table: [unknown, string | null][] = [
    [308190, '308190'],
    ['308190', '308190'],
    [0, null],
    [-1, null],
    [1.5, null],
    [Number.NaN, null],
    [1e21, null],
    ['N/D', null],
    [null, null],
    [undefined, null],
    [{}, null],
  ];
  it.each(table)('%j gives %j', (value, expected) => {
    const read = checkMinorAmount(value);
    expect(read.ok ? read.value : null).toBe(expected);
  });
});

describe('readId', () => {
  const table: [string | undefined, 'ok' | 'missing' | 'unusable'][] = [
    ['240518001', 'ok'],
    ['MX240518001', 'ok'],
    ['OXXO', 'ok'],
    ['a-b_c.d', 'ok'],
    ['x'.repeat(64), 'ok'],
    ['x'.repeat(65), 'unusable'],
    [undefined, 'missing'],
    ['', 'missing'],
    ['-5', 'unusable'],
    ['.x', 'unusable'],
    ['a b', 'unusable'],
    ['a/b', 'unusable'],
    ['a&b=c', 'unusable'],
    [LONG, 'unusable'],
    [HOSTILE, 'unusable'],
  ];
  it.each(table)('%j is %s', (raw, expected) => {
    const read = readId(raw);
    if (expected === 'ok') expect(read).toEqual({ ok: true, value: raw });
    else expect(read).toEqual({ ok: false, reason: expected });
  });

  it('readOptionalId takes absence as empty and still refuses a bad value', () => {
    expect(readOptionalId(undefined)).toEqual({ ok: true, value: '' });
    expect(readOptionalId('')).toEqual({ ok: true, value: '' });
    expect(readOptionalId('C12')).toEqual({ ok: true, value: 'C12' });
    expect(readOptionalId(HOSTILE)).toEqual({ ok: false, reason: 'unusable' });
  });
});

describe('readChoice and firstUnusable', () => {
  it('takes only a listed value, exactly', () => {
    expect(readChoice('1', ['1', '2'])).toEqual({ ok: true, value: '1' });
    expect(readChoice('2', ['1', '2'])).toEqual({ ok: true, value: '2' });
    expect(readChoice('3', ['1', '2'])).toEqual({ ok: false, reason: 'unusable' });
    expect(readChoice(' 1', ['1', '2'])).toEqual({ ok: false, reason: 'unusable' });
    expect(readChoice(undefined, ['1', '2'])).toEqual({ ok: false, reason: 'missing' });
  });
  it('names the first value that cannot be used, in order', () => {
    expect(firstUnusable({ a: readId('x'), b: readMinorAmount('0'), c: readId('') })).toEqual({ name: 'b', reason: 'unusable' });
    expect(firstUnusable({ a: readId('x') })).toBeNull();
  });
});
