import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLANTS } from '../../../scripts/planted-bugs.list.mjs';

// The planted-bug list (scripts/planted-bugs.list.mjs) stays plantable: a refactor that moves the
// text a plant replaces would leave the plant unplanted, and `npm run planted-bugs` (not part of the
// quick tier) would report it only when run. Each plant's text is found exactly once in its file,
// its ids are unique, and each names the tests that must catch it.
describe('the planted-bug list', () => {
  it('finds each plant’s text exactly once in its file', () => {
    const unplantable = PLANTS.filter((p) => readFileSync(p.file, 'utf8').split(p.find).length !== 2).map((p) => `${p.id} (${p.file})`);
    expect(unplantable).toEqual([]);
  });

  it('changes something with each plant, under an id of its own, with the tests that must catch it', () => {
    expect(PLANTS.filter((p) => p.find === p.replace || p.tests.length === 0 || p.expect.length === 0).map((p) => p.id)).toEqual([]);
    expect(new Set(PLANTS.map((p) => p.id)).size).toBe(PLANTS.length);
  });
});
