import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DIAGRAM_MARKER } from '../../src/app/machine-panel/machine-diagram';
import { PANEL_MARKER } from '../../src/app/machine-panel/panel-state';

// The production build this configuration serves (playwright.config.ts builds it) carries none of
// the development inspection: neither the machine panel of `?inspect=panel` with its statechart
// (nor ELK, its layout library), nor Stately's inspector of `?inspect=1` and `?inspect=ws`
// (docs/decisions/0107-machine-panel.md, docs/decisions/0127-statecharts-and-phone-inspection.md).
const buildDir = path.resolve(`dist-e2e-${process.env.E2E_PORT ?? 4317}`);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test('the production build has no machine panel, no statechart and no inspector', async ({ request }) => {
  // The server is up, so the build is complete.
  expect((await request.get('/')).ok()).toBe(true);
  const code = files(buildDir).filter((f) => /\.(js|mjs|html)$/.test(f));
  expect(code.length).toBeGreaterThan(5);
  // The check reads the chunks: the app's own code is found in them.
  expect(code.some((f) => readFileSync(f, 'utf8').includes('xstate.init'))).toBe(true);
  // ELK names its options `org.eclipse.elk.*`; `/__xstate-inspect` is the socket of `?inspect=ws`.
  const markers = [PANEL_MARKER, 'machine-panel-host', 'stately.ai', DIAGRAM_MARKER, 'org.eclipse.elk', '/__xstate-inspect'];
  const found = code.flatMap((f) => {
    const text = readFileSync(f, 'utf8');
    return markers.filter((m) => text.includes(m)).map((m) => `${path.relative(buildDir, f)}: ${m}`);
  });
  expect(found).toEqual([]);
});
