import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isApiError } from '../../../src/api/errors';
import { flag, list, money, optionalMoney, optionalUrl, parseBody, text } from '../../../src/api/schema-kit';

// Edges of the reading policy (docs/decisions/0067-tolerant-reading.md), each expected value
// written by hand from the rule: a numeric string is read as a number, decimals included; a list is
// an array or a PHP object, and anything else (a string, a number, a boolean) is empty.
describe('tolerant reading: edges', () => {
  it.each([
    ['12.50', 12.5],
    ['102730.25', 102730.25],
    [' -3.75 ', -3.75],
    ['7', 7],
  ])('a numeric string with any number of decimals is an amount: %j reads %j', (sent, read) => {
    expect(z.parse(money, sent)).toBe(read);
    expect(z.parse(optionalMoney, sent)).toBe(read);
  });

  it.each([
    ['1.25', 1.25],
    ['0.5', 0.5],
    ['1.', 0],
  ])('a flag sent as %j reads %j', (sent, read) => {
    expect(z.parse(flag, sent)).toBe(read);
  });

  it.each([['abc'], [5], [true], [0]])('a list sent as %j is empty, not its characters or a placeholder', (sent) => {
    expect(z.parse(list(text), sent)).toEqual([]);
  });

  it('a URL shown or followed later reads "" when missing, null or not a string, and as sent otherwise', () => {
    expect(z.parse(z.object({ link: optionalUrl }), {})).toEqual({ link: '' });
    expect(z.parse(optionalUrl, null)).toBe('');
    expect(z.parse(optionalUrl, 42)).toBe('');
    expect(z.parse(optionalUrl, 'https://example.test/a')).toBe('https://example.test/a');
  });

  it('a PHP object list keeps its values in order', () => {
    expect(z.parse(list(text), { 0: 'a', 1: 'b' })).toEqual(['a', 'b']);
  });

  it('an unusable answer names up to three wrong fields, each with its path, joined by "; "', () => {
    const schema = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string() });
    let error: unknown;
    try {
      parseBody(schema, { a: 1, b: 2, c: 3, d: 4 });
    } catch (e) {
      error = e;
    }
    expect(isApiError(error) && error.kind).toBe('badBody');
    const detail = isApiError(error) && error.kind === 'badBody' ? error.detail : '';
    expect(detail.split('; ').map((part) => part.split(':')[0])).toEqual(['a', 'b', 'c']);
  });

  it('a wrong answer as a whole is named "(root)"', () => {
    let error: unknown;
    try {
      parseBody(z.object({ a: z.string() }), 'not an object');
    } catch (e) {
      error = e;
    }
    const detail = isApiError(error) && error.kind === 'badBody' ? error.detail : '';
    expect(detail.startsWith('(root): ')).toBe(true);
  });
});
