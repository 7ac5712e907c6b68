import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../../src/app/route-table';

const readme = readFileSync('README.md', 'utf8');

describe('README', () => {
  it('starts with exactly the two set-up commands', () => {
    const firstBlock = readme.split('```')[1] ?? '';
    expect(firstBlock.trim().split('\n').slice(1)).toEqual(['npm install && npm start', 'npm test']);
  });

  it('lists every route of the route table, in order', () => {
    const table = buildRouteTable();
    const rows = [...readme.matchAll(/^\| `([^`]+)`(?: \(exact\))? \| .* \| `(\w+)` \|/gm)].map((m) => m[2]);
    expect(rows).toEqual(table.map((r) => r.name));
  });
});
