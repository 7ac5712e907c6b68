import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One view model per flow (docs/flows.md): a component that starts a machine reads it through one
// view model (useFlowView, or useDeferredFlowView on a page that shows an answer and takes no
// typing: decision 0140) and acts on it through one set of intents (useIntents), both pure
// functions in machines/<flow>/<flow>.view-model.ts (the page-data pages share
// machines/shared/page-data.ts). Nothing in src/flows reads a machine with useSelector itself.
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const flowFiles = files('src/flows').filter((f) => /\.tsx?$/.test(f));
const starters = flowFiles.filter((f) => readFileSync(f, 'utf8').includes('useFlowActor('));
const count = (text: string, call: string) => text.split(call).length - 1;

describe('one view model and one set of intents per machine a page starts', () => {
  it('finds the pages that start machines', () => {
    expect(starters.length).toBeGreaterThanOrEqual(16);
  });

  for (const file of starters) {
    it(file, () => {
      const text = readFileSync(file, 'utf8');
      expect(count(text, 'useFlowView(') + count(text, 'useDeferredFlowView(')).toBe(count(text, 'useFlowActor('));
      expect(count(text, 'useIntents(')).toBe(count(text, 'useFlowActor('));
    });
  }

  it('no flow file reads a machine with useSelector (only the shared useFlowView does)', () => {
    const readers = flowFiles.filter((f) => /\buseSelector\b/.test(readFileSync(f, 'utf8')));
    expect(readers).toEqual([path.join('src/flows/shared/use-flow-view.ts')]);
  });

  it('every flow machine has its view model beside it (page-data machines share theirs)', () => {
    const pageData = new Set(['instalment', 'extension', 'customer-service']);
    for (const flow of readdirSync('machines').filter((d) => d !== 'shared')) {
      const own = path.join('machines', flow, `${flow}.view-model.ts`);
      if (pageData.has(flow)) expect(readFileSync(path.join('machines', flow, `${flow}.machine.ts`), 'utf8')).toContain('pageDataSetup');
      else expect(existsSync(own), own).toBe(true);
    }
  });
});
