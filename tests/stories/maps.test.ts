// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MachineMapParameter } from '../../stories/support/map-story';

// Every flow machine (machines/**/*.machine.ts) has its state map page in Storybook's Maps section
// (the three page-data pages share the page-data machine's).
const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', { eager: true });
const maps = import.meta.glob<Record<string, { parameters?: { machineMap?: MachineMapParameter } }>>('../../stories/maps.stories.tsx', {
  eager: true,
});

function machineId(v: unknown): string | null {
  return typeof v === 'object' && v !== null && 'root' in v && 'resolveState' in v && 'id' in v && typeof v.id === 'string' ? v.id : null;
}

describe('state maps', () => {
  it('has one map page per flow machine', () => {
    const machines = Object.values(machineModules)
      .flatMap((m) => Object.values(m).map(machineId))
      .filter((id): id is string => id !== null);
    const mapped = Object.values(maps).flatMap((m) =>
      Object.entries(m)
        .filter(([name]) => name !== 'default')
        .flatMap(([, story]) => story.parameters?.machineMap?.covers ?? []),
    );
    expect(machines.length).toBeGreaterThan(10);
    expect([...mapped].sort()).toEqual([...machines].sort());
    const pageData = Object.values(maps).flatMap((m) => Object.values(m).filter((s) => s.parameters?.machineMap?.machineId === 'pageData'));
    expect(pageData.map((s) => s.parameters?.machineMap?.covers)).toEqual([['customerService', 'extension', 'instalment']]);
  });
});
