import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Docs and comments point at files that exist: a decision record or doc that is cited but gone is
// a stale pointer for the next reader.
const roots = [
  'src',
  'machines',
  'scripts',
  'build',
  'stories',
  'tests',
  '.storybook',
  'docs',
  'README.md',
  'vite.config.ts',
  'playwright.config.ts',
];

function files(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return [entry];
  return fs.readdirSync(entry).flatMap((name) => files(path.join(entry, name)));
}

describe('pointers in docs and comments', () => {
  it('cite only docs/ files that exist', () => {
    const missing = roots
      .flatMap(files)
      .filter((f) => /\.(ts|tsx|mjs|js|md)$/.test(f))
      .flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/\bdocs\/[\w./-]+\.md\b/g)].map((m) => ({ f, ref: m[0] })))
      .filter(({ ref }) => !fs.existsSync(ref))
      .map(({ f, ref }) => `${f} cites ${ref}`);
    expect(missing).toEqual([]);
  });
});
