import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyKey, type KeyboardKey } from '../../../src/ui/number-keyboard';
import { perCase } from '../../helpers/budget';

const keys: KeyboardKey[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', 'delete'];

describe('applyKey', { timeout: perCase(1000) }, () => {
  it('appends digits and deletes the last character', () => {
    expect(applyKey('12', '3')).toBe('123');
    expect(applyKey('123', 'delete')).toBe('12');
    expect(applyKey('', 'delete')).toBe('');
  });

  it('allows one decimal point and writes a leading one as "0."', () => {
    expect(applyKey('', '.')).toBe('0.');
    expect(applyKey('12', '.')).toBe('12.');
    expect(applyKey('12.5', '.')).toBe('12.5');
  });

  it('stops at maxLength but still deletes', () => {
    expect(applyKey('1234', '5', 4)).toBe('1234');
    expect(applyKey('1234', 'delete', 4)).toBe('123');
  });

  it('only ever builds digits with at most one point, within maxLength', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...keys), { maxLength: 30 }),
        fc.option(fc.integer({ min: 2, max: 12 }), { nil: undefined }),
        (presses, max) => {
          const value = presses.reduce((v, k) => applyKey(v, k, max), '');
          expect(value).toMatch(/^(\d+(\.\d*)?)?$/);
          if (max !== undefined) expect(value.length).toBeLessThanOrEqual(max);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
