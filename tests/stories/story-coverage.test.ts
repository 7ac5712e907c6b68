// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { MachineStateParameter } from '../../stories/support/state-story';

// Every flow machine (machines/**/*.machine.ts) and every stories file, found by the bundler.
const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', { eager: true });
const storyModules = import.meta.glob<Record<string, { parameters?: { machineState?: MachineStateParameter } }>>('../../stories/**/*.stories.tsx', {
  eager: true,
});

function isMachine(v: unknown): v is AnyStateMachine {
  return typeof v === 'object' && v !== null && 'root' in v && 'resolveState' in v && 'id' in v;
}

const machines = Object.values(machineModules).flatMap((m) => Object.values(m).filter(isMachine));

function leafIds(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: AnyStateMachine['root']) => {
    const children = Object.values(node.states);
    if (children.length === 0 && node !== machine.root) out.push(node.id);
    children.forEach(walk);
  };
  walk(machine.root);
  return out;
}

/** Leaf state ids a story's state value puts the machine in. */
function leavesOf(machine: AnyStateMachine, value: MachineStateParameter['value']): string[] {
  const snapshot = machine.resolveState({ value, context: {} } as never) as unknown as { _nodes: { id: string; type: string }[] };
  return snapshot._nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id);
}

const storyStates = Object.values(storyModules).flatMap((mod) =>
  Object.entries(mod)
    .filter(([name]) => name !== 'default')
    .map(([, story]) => story.parameters?.machineState)
    .filter((s): s is MachineStateParameter => Boolean(s)),
);

describe('a story per machine state', () => {
  it('finds the flow machines and their stories', () => {
    expect(machines.map((m) => m.id)).toContain('calculator');
    expect(storyStates.length).toBeGreaterThan(0);
  });

  for (const machine of machines) {
    it(`${machine.id}: every leaf state has a story`, () => {
      const covered = new Set(storyStates.filter((s) => s.machineId === machine.id).flatMap((s) => leavesOf(machine, s.value)));
      const missing = leafIds(machine).filter((id) => !covered.has(id));
      expect(missing, `leaf states of ${machine.id} without a story`).toEqual([]);
    });
  }
});
