import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { idFromBytes, randomId } from '../../../src/lib/ids';
import { perCase } from '../../helpers/budget';

const RUNS = { numRuns: 1000 };
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('ids', { timeout: perCase(1000) }, () => {
  it('formats known bytes as 8-4-4-4-12 lowercase hex, marked version 4', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    expect(idFromBytes(bytes)).toBe('00112233-4455-4677-8899-aabbccddeeff');
    expect(idFromBytes(new Uint8Array(16).fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('refuses fewer than 16 bytes', () => {
    expect(() => idFromBytes(new Uint8Array(15))).toThrow(RangeError);
  });

  it('keeps every byte except the version and variant bits', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const id = idFromBytes(bytes);
        const hex = id.replace(/-/g, '');
        const kept = Array.from(bytes).every((b, i) => {
          const mask = i === 6 ? 0x0f : i === 8 ? 0x3f : 0xff;
          return (parseInt(hex.slice(i * 2, i * 2 + 2), 16) & mask) === (b & mask);
        });
        return ID.test(id) && kept;
      }),
      RUNS,
    );
  });

  it('draws its bytes from crypto.getRandomValues', () => {
    const source = { getRandomValues: vi.fn(<T extends ArrayBufferView | null>(array: T) => array) };
    expect(randomId(source as unknown as Crypto)).toBe('00000000-0000-4000-8000-000000000000');
    expect(source.getRandomValues).toHaveBeenCalledTimes(1);
  });

  it('gives distinct well-formed ids from the platform generator', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(ID);
  });
});
