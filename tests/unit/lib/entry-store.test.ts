import { describe, expect, it } from 'vitest';
import { ENTRY_LIMIT, entrySlot, forgetAllEntries } from '../../../src/lib/entry-store';

describe('the per-history-entry store', () => {
  it('keeps a value per entry key, and has nothing for a key it was not given', () => {
    const fold = entrySlot<boolean>();
    fold.set('k1', true);
    expect(fold.get('k1')).toBe(true);
    expect(fold.get('k2')).toBeUndefined();
    fold.set('k1', false);
    expect(fold.get('k1')).toBe(false);
  });

  it('keeps each slot apart for the same entry', () => {
    const fold = entrySlot<boolean>();
    const tab = entrySlot<string>();
    fold.set('k1', true);
    expect(tab.get('k1')).toBeUndefined();
    tab.set('k1', '2');
    expect(fold.get('k1')).toBe(true);
    expect(tab.get('k1')).toBe('2');
  });

  it('remembers 30 entries per slot: the 31st written forgets the one written to least recently', () => {
    expect(ENTRY_LIMIT).toBe(30);
    const fold = entrySlot<boolean>();
    const tab = entrySlot<string>();
    tab.set('e0', '1');
    for (let i = 0; i < 30; i++) fold.set(`e${i}`, true); // e0 .. e29: 30 entries
    fold.set('e0', false); // e0 written again: now the most recent, e1 the oldest
    fold.set('e30', true); // the 31st entry
    expect(fold.get('e1')).toBeUndefined();
    expect(fold.get('e0')).toBe(false);
    expect(fold.get('e2')).toBe(true);
    expect(fold.get('e30')).toBe(true);
    fold.set('e31', true); // the next oldest goes: e2
    expect(fold.get('e2')).toBeUndefined();
    expect(fold.get('e3')).toBe(true);
    expect(tab.get('e0')).toBe('1'); // another slot keeps its own entries
  });

  it('forgets everything for tests', () => {
    const fold = entrySlot<boolean>();
    fold.set('k1', true);
    forgetAllEntries();
    expect(fold.get('k1')).toBeUndefined();
  });
});
