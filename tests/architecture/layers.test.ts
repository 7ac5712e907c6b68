// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { exceptions, layerOrder, layerPath } from '../../scripts/layers.mjs';

// The layer order and no import cycle, checked by dependency-cruiser with .dependency-cruiser.mjs
// (its rules are made from scripts/layers.mjs), the way `npx depcruise src machines` checks them.
const config = await extractDepcruiseConfig('./.dependency-cruiser.mjs');
const tsConfig = extractTSConfig('tsconfig.json');

async function cruiseFrom(baseDir: string, folders: string[]): Promise<ICruiseResult> {
  const { output } = await cruise(folders, { validate: true, ruleSet: config, baseDir }, {}, { tsConfig });
  if (typeof output === 'string') throw new Error(output);
  return output;
}

// A rule broken by one import names both files; a cycle, its path; a file in no layer, the file.
const found = (result: ICruiseResult) =>
  result.summary.violations.map((v) => {
    if (v.cycle) return `${v.rule.name}: ${v.from} → ${v.cycle.map((c) => c.name).join(' → ')}`;
    return v.to === v.from ? `${v.rule.name}: ${v.from}` : `${v.rule.name}: ${v.from} → ${v.to}`;
  });

const app = await cruiseFrom(process.cwd(), ['src', 'machines']);

describe('the layers of the code (scripts/layers.mjs, checked by dependency-cruiser)', () => {
  it('reads the whole app: every layer has files, type imports are seen', () => {
    const files = app.modules.map((m) => m.source);
    expect(layerOrder.flat().filter((layer) => !files.some((f) => new RegExp(layerPath(layer)).test(f)))).toEqual([]);
    expect(files.filter((f) => /^(src|machines)\/.*\.tsx?$/.test(f)).length).toBeGreaterThan(250);
    // `import type` is read (tsPreCompilationDeps): machines/ imports src/api's types that way.
    const typeOnly = app.modules.flatMap((m) =>
      m.dependencies.filter((d) => d.dependencyTypes.includes('type-only')).map((d) => `${m.source} → ${d.resolved}`),
    );
    expect(typeOnly.some((edge) => /^machines\/.* → src\/api\//.test(edge))).toBe(true);
  });

  it('keeps every import in layer order, with no import cycle (type imports included)', () => {
    expect(found(app)).toEqual([]);
  });

  it('uses each listed exception', () => {
    for (const e of exceptions) expect(app.modules.find((m) => m.source === e.from)?.dependencies.map((d) => d.resolved)).toContain(e.to);
  });
});

// Each case: a file, what it imports, and the rules that refuse it (none: allowed). The same cases
// go through dependency-cruiser (files written to a scratch folder) and the lint rule `layers/order`
// (the file's text linted at its place in this repository, whose files are the targets).
const cases: [from: string, code: string, refusedBy: string[]][] = [
  ['src/api/http.ts', "import '../app/app';", ['layer-order-api']],
  ['src/lib/cookie.ts', "export * from '../config/env';", ['layer-order-lib']],
  ['src/lib/ids.ts', "export const later = () => import('../app/route-table');", ['layer-order-lib']],
  ['src/lib/decimal.ts', "export type Later = typeof import('../app/lazy-page');", ['layer-order-lib']],
  ['src/session/session.ts', "export * from '../bridge/bridge';", ['layer-order-session']],
  ['src/ui/spinner.tsx', "import '../app/global.css';", ['layer-order-ui']],
  ['src/flows/instalment/instalment-page.tsx', "export * from '../extension/extension-view';", ['flows-meet-in-shared']],
  ['src/flows/shared/use-flow-actor.ts', "export * from '../register/register-page';", ['flows-meet-in-shared']],
  ['src/ui/button.tsx', "export * from '../mocks/store';", ['app-not-tests-or-mocks']],
  ['src/ui/field.tsx', "export * from '../../tests/helpers/route-examples';", ['app-not-tests-or-mocks']],
  ['src/main.tsx', "export * from './mocks/scenarios';", ['app-not-tests-or-mocks']],
  ['machines/register/register.machine.ts', "export { apiError } from '../../src/api/errors';", ['machines-import-api-types']],
  ['machines/contact/contact.machine.ts', "export type * from '../../src/ui/modal';", ['machines-import-api-types']],
  ['src/widgets/widget.ts', "export * from '../lib/record';", ['in-a-layer']],
  ['src/app/providers.tsx', "export * from '../api/clients';", []],
  ['src/flows/extension/extension-page.tsx', "export * from '../shared/pay-channels/use-copy';", []],
  ['machines/rating/rating.machine.ts', "export type * from '../../src/api/promotion';", []],
  ['src/first-paint/start.tsx', "import '../mocks/browser';", ['app-not-tests-or-mocks']],
  ['src/main.tsx', "export const demo = () => import('./mocks/browser');", []],
  ['tests/views/register.test.tsx', "export * from '../../src/mocks/store';", []],
];

describe('the rules refuse imports that go up, across flows or into tests and mocks, and allow the rest', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.appendFileSync(path.join(scratch, file), text);
  };
  const target = (from: string, code: string) => path.posix.normalize(path.posix.join(path.posix.dirname(from), /'([^']+)'/.exec(code)?.[1] ?? ''));
  const real = (file: string) =>
    ['', '.ts', '.tsx', '/index.ts'].map((end) => `${file}${end}`).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());

  it('dependency-cruiser names the rule each refused import breaks', async () => {
    for (const [from, code] of cases) {
      const to = real(target(from, code));
      expect(to, `${from}: ${code}`).toBeDefined();
      write(from, `${code}\n`);
      write(to ?? '', '');
    }
    write('src/lib/a.ts', "export type * from './b';\n");
    write('src/lib/b.ts', "export * from './a';\n");
    const result = await cruiseFrom(scratch, ['src', 'machines', 'tests']);
    const expected = cases.flatMap(([from, code, rules]) => rules.map((rule) => `${rule}: ${from} → ${real(target(from, code))}`));
    expect(found(result).sort()).toEqual([...expected, 'no-cycle: src/lib/a.ts → src/lib/b.ts → src/lib/a.ts'].sort());
  });

  it('the lint rule layers/order says the same of each import (cycles need the whole graph: dependency-cruiser only)', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    for (const [from, code, rules] of cases) {
      const [result] = await eslint.lintText(`${code}\n`, { filePath: from });
      const names = (result?.messages ?? []).filter((m) => m.ruleId === 'layers/order').map((m) => /\(([\w-]+)\)$/.exec(m.message)?.[1]);
      expect(names, `${from}: ${code}`).toEqual(rules);
    }
  });
});
