import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/0137: every flow machine says what a reload brings back, in a table beside it
// (machines/<flow>/<flow>.reload.ts; the page-data machines share machines/shared/page-data.reload.ts),
// and every table is checked by describeReloadTable in a test of tests/machines.
const PAGE_DATA = new Set(['instalment', 'extension', 'customer-service']);
const flows = readdirSync('machines').filter((d) => d !== 'shared');
const tests = readdirSync('tests/machines')
  .filter((f) => f.endsWith('.reload.test.ts'))
  .map((f) => readFileSync(path.join('tests/machines', f), 'utf8'));
/** The export a reload file names its table by: `export const <name>: ReloadSpec<...>`. */
const tableOf = (file: string) => /export const (\w+): ReloadSpec</.exec(readFileSync(file, 'utf8'))?.[1];

describe('a reload table for every machine, each checked', () => {
  it('finds the flow machines', () => {
    expect(flows.length).toBeGreaterThanOrEqual(16);
  });

  for (const flow of flows) {
    it(flow, () => {
      const file = PAGE_DATA.has(flow) ? 'machines/shared/page-data.reload.ts' : path.join('machines', flow, `${flow}.reload.ts`);
      expect(existsSync(file), file).toBe(true);
      const table = tableOf(file);
      expect(table, `${file} exports its ReloadSpec`).toBeDefined();
      const machine = readFileSync(path.join('machines', flow, `${flow}.machine.ts`), 'utf8');
      const id = /export const (\w+Machine)\b/.exec(machine)?.[1];
      // A test that checks this machine against this table.
      const checked = tests.some((t) => t.includes('describeReloadTable') && t.includes(`${id}`) && t.includes(`${table}`));
      expect(checked, `${id} is checked against ${table} by describeReloadTable`).toBe(true);
    });
  }
});
