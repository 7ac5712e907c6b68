import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config';

// Vitest runs a test file only if one of its projects includes it: a file in a new folder of
// tests/ would silently never run. Every *.test.* file under tests/ is in exactly one project.
const root = path.resolve(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return rel === 'tests/e2e' ? [] : testFiles(rel);
    return /\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** `tests/{a,b}/**\/*.test.{ts,tsx}` as a regular expression (the two forms our globs use). */
function globToRegExp(glob: string): RegExp {
  const source = glob
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]+)\}/g, (_, alternatives: string) => `(${alternatives.split(',').join('|')})`)
    .replace(/\*\*\//g, '(.+/)?')
    .replace(/\*/g, '[^/]*');
  return new RegExp(`^${source}$`);
}

describe('Vitest projects', () => {
  const projects = (config.test?.projects ?? []).flatMap((project) =>
    typeof project === 'object' && 'test' in project && project.test ? [{ name: project.test.name, include: project.test.include ?? [] }] : [],
  );

  it('are the Node and DOM projects', () => {
    expect(projects.map((p) => p.name)).toEqual(['node', 'dom']);
  });

  it('include every test file under tests/, each in exactly one', () => {
    const files = testFiles('tests');
    expect(files.length).toBeGreaterThan(150);
    const homeless = files.filter((file) => projects.filter((p) => p.include.some((g) => globToRegExp(g).test(file))).length !== 1);
    expect(homeless).toEqual([]);
  });
});
