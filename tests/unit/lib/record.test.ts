import { describe, expect, it } from 'vitest';
import { isRecord } from '../../../src/lib/record';

// What the readers of server answers and stored values take as "an object with fields" (0067, 0113):
// a plain object or an instance, never null, an array or a scalar. Table written by hand.
describe('isRecord', () => {
  it.each<[string, unknown, boolean]>([
    ['a plain object', { code: '0' }, true],
    ['an empty object', {}, true],
    ['an object without a prototype', Object.create(null), true],
    ['an Error (a rejection)', new Error('x'), true],
    ['null', null, false],
    ['undefined', undefined, false],
    ['an array', [{ code: '0' }], false],
    ['an empty array', [], false],
    ['a string', '{"code":"0"}', false],
    ['a number', 0, false],
    ['a boolean', true, false],
    ['a function', () => ({}), false],
  ])('%s', (_, value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});
