// @vitest-environment happy-dom
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

  // docs/decisions/0137: a named slot is kept for the tab; the page loaded again (a new module, the
  // same history entry key) finds it.
  const choices = { name: 'test-choices', toJson: (v: string) => v, fromJson: (j: unknown) => (typeof j === 'string' ? j : null) };

  it('a named slot reads back after a reload what was kept for the entry', () => {
    entrySlot(choices).set('k1', 'card-2');
    const reloaded = entrySlot(choices);
    expect(reloaded.get('k1')).toBe('card-2');
    expect(reloaded.get('k2')).toBeUndefined();
  });

  it('a named slot skips what it cannot read back, and reads nothing from a stored value that is not a list', () => {
    sessionStorage.setItem('keep.entries.test-choices', JSON.stringify([['k1', 3], ['k2', 'ok'], 'x']));
    expect(entrySlot(choices).get('k1')).toBeUndefined();
    expect(entrySlot(choices).get('k2')).toBe('ok');
    sessionStorage.setItem('keep.entries.test-choices', '{"k1":"x"}');
    expect(entrySlot(choices).get('k1')).toBeUndefined();
  });

  it('forgetting for tests also empties what the tab kept', () => {
    entrySlot(choices).set('k1', 'card-2');
    forgetAllEntries();
    expect(entrySlot(choices).get('k1')).toBeUndefined();
  });

  it('after forgetting, one slot reads the tab again: what is stored later is what it holds', () => {
    // A slot is made once per module; tests of one worker share it, each storing its own entries.
    const slot = entrySlot(choices);
    slot.set('k1', 'card-2');
    forgetAllEntries();
    sessionStorage.setItem('keep.entries.test-choices', JSON.stringify([['k2', 'card-3']]));
    expect(slot.get('k2')).toBe('card-3');
    slot.set('k3', 'card-4');
    expect(JSON.parse(sessionStorage.getItem('keep.entries.test-choices') ?? '[]')).toEqual([
      ['k2', 'card-3'],
      ['k3', 'card-4'],
    ]);
  });
});

// docs/decisions/0137: entries a slot keeps in memory only, and entries rewritten or forgotten.
describe('a named slot, per entry', () => {
  const choices = {
    name: 'test-scoped',
    toJson: (v: string) => v,
    fromJson: (j: unknown) => (typeof j === 'string' ? j : null),
    stored: (key: string) => key.startsWith('u:'),
  };

  it('keeps in the tab only the entries it is told to, the others in memory', () => {
    const slot = entrySlot(choices);
    slot.set('u:k1', 'a');
    slot.set('k2', 'b');
    expect(slot.get('k2')).toBe('b');
    expect(JSON.parse(sessionStorage.getItem('keep.entries.test-scoped') ?? '[]')).toEqual([['u:k1', 'a']]);
    const reloaded = entrySlot(choices);
    expect(reloaded.get('u:k1')).toBe('a');
    expect(reloaded.get('k2')).toBeUndefined();
  });

  it('rewrites or forgets entries, in memory and in the tab', () => {
    const slot = entrySlot(choices);
    slot.set('u:k1', 'a');
    slot.set('u:k2', 'b');
    slot.revise((key, value) => (key === 'u:k1' ? undefined : `${value}!`));
    expect(slot.get('u:k1')).toBeUndefined();
    expect(slot.get('u:k2')).toBe('b!');
    expect(entrySlot(choices).get('u:k1')).toBeUndefined();
    expect(entrySlot(choices).get('u:k2')).toBe('b!');
  });
});
