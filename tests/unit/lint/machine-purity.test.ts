import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function lintMachine(code: string) {
  const [result] = await eslint.lintText(code, { filePath: 'machines/example/example.machine.ts' });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('machines/ imports nothing at run time but xstate', () => {
  // ESLint reads its configuration and loads the TypeScript parser once, at the first lint: that
  // cost is the file's, with a limit of its own, not the first case's (docs/decisions/0138).
  beforeAll(() => lintMachine('export {};\n'), 120_000);

  it('accepts xstate, xstate subpaths, sibling machine files and type-only imports from src', async () => {
    expect(
      await lintMachine(
        "import { setup } from 'xstate';\nimport { getShortestPaths } from 'xstate/graph';\nimport { x } from '../shared/countdown';\nimport type { LoanConfirm } from '../../src/api';\nexport const m = [setup, getShortestPaths, x] as unknown as LoanConfirm;\n",
      ),
    ).toEqual([]);
  });

  it.each([
    ["import axios from 'axios';\nexport const a = axios;\n", 'axios'],
    ["import { useState } from 'react';\nexport const a = useState;\n", 'react'],
    ["import { api } from '../../src/api';\nexport const a = api;\n", 'src at run time'],
  ])('refuses %s', async (code, _what) => {
    expect((await lintMachine(code)).length).toBeGreaterThan(0);
  });
});
