import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from '../../scripts/import-graph.mjs';
import { exceptions, layerOf, layerViolation } from '../../scripts/layers.mjs';

const graph = importGraph();

describe('the layers of the code (scripts/layers.mjs)', () => {
  it('reads the whole app: every folder of src/ and machines/ is in the graph', () => {
    const folders = new Set([...graph.keys()].map((f) => layerOf(f)));
    for (const layer of ['lib', 'config', 'i18n', 'session', 'bridge', 'api', 'machines', 'ui', 'flows', 'app', 'entry'])
      expect(folders).toContain(layer);
    expect(folders).not.toContain('unknown');
  });

  it('has no import cycle, type imports included', () => {
    expect(cycles(graph, true)).toEqual([]);
  });

  it('keeps every import in layer order', () => {
    const broken = [...graph].flatMap(([from, edges]) => edges.map((e) => layerViolation(from, e.to, e.typeOnly)).filter(Boolean));
    expect(broken).toEqual([]);
  });

  it('uses each listed exception', () => {
    for (const e of exceptions) expect(graph.get(e.from)?.map((x) => x.to)).toContain(e.to);
  });

  it('refuses imports that go up, across flows or into tests and mocks', () => {
    expect(layerViolation('src/api/http.ts', 'src/app/app.tsx')).toMatch(/api must not import app/);
    expect(layerViolation('src/lib/cookie.ts', 'src/config/env.ts')).toMatch(/lib must not import config/);
    expect(layerViolation('src/session/session.ts', 'src/bridge/bridge.ts')).toMatch(/session must not import bridge/);
    expect(layerViolation('src/flows/instalment/instalment-page.tsx', 'src/flows/extension/extension-view.tsx')).toMatch(
      /instalment flow must not import the extension flow/,
    );
    expect(layerViolation('src/flows/shared/use-flow-actor.ts', 'src/flows/register/register-page.tsx')).toMatch(/shared flow must not import/);
    expect(layerViolation('src/ui/button.tsx', 'src/mocks/store.ts')).toMatch(/nothing in the app imports/);
    expect(layerViolation('machines/register/register.machine.ts', 'src/api/http.ts')).toMatch(/machines\//);
  });

  it('lets imports go down, into the shared flow folder, and tests import anything', () => {
    expect(layerViolation('src/app/app.tsx', 'src/api/http.ts')).toBeNull();
    expect(layerViolation('src/flows/instalment/instalment-page.tsx', 'src/flows/shared/pay-channels/use-copy.ts')).toBeNull();
    expect(layerViolation('machines/register/register.machine.ts', 'src/api/promotion.ts', true)).toBeNull();
    expect(layerViolation('tests/views/register.test.tsx', 'src/mocks/store.ts')).toBeNull();
  });
});
