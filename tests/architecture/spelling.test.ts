import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One spelling names one thing: "instalment" (the spec's word) in every name, file and text of
// ours. "installment" appears only inside the server's endpoint paths (/v3/installment/...).
const other = new RegExp(['instal', 'lment'].join(''), 'i');
const serverPath = new RegExp(`/v3/${['instal', 'lment'].join('')}/`, 'g');
const self = path.join('tests', 'architecture', 'spelling.test.ts');
const roots = ['src', 'machines', 'tests', 'stories', 'scripts', 'build', '.storybook', 'docs', 'README.md'];

function files(entry: string): string[] {
  const stat = fs.statSync(entry);
  if (stat.isFile()) return [entry];
  return fs.readdirSync(entry).flatMap((name) => files(path.join(entry, name)));
}

describe('spelling', () => {
  it('says "instalment", never "installment" outside the server paths', () => {
    const offenders = roots
      .flatMap((root) => files(root))
      .filter((f) => /\.(ts|tsx|mjs|js|md|json)$/.test(f) && !f.includes(`${path.sep}decisions${path.sep}`) && f !== self)
      .flatMap((f) =>
        fs
          .readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${f}:${i + 1}`, rest: line.replace(serverPath, '') }))
          .filter(({ rest }) => other.test(rest))
          .map(({ where }) => where),
      );
    expect(offenders).toEqual([]);
  });
});
