import { storyNameFromExport, toId } from 'storybook/internal/csf';
import type { AnyStateMachine, StateValue } from 'xstate';
import { activeStateIds } from '../../src/app/machine-panel/machine-map';
import type { StoryLink } from '../../src/app/machine-panel/panel-state';
import type { MachineStateParameter } from './state-story';

interface StoryModule {
  default?: { title?: string };
  [name: string]: unknown;
}

// Every stories file but the maps' own (which imports this module).
const modules = import.meta.glob<StoryModule>(['../*.stories.tsx', '!../maps.stories.tsx'], { eager: true });

function isStateValue(v: unknown): v is StateValue {
  return typeof v === 'string' || (typeof v === 'object' && v !== null && Object.values(v).every((x) => x === undefined || isStateValue(x)));
}

function machineStateOf(story: unknown): MachineStateParameter | undefined {
  if (typeof story !== 'object' || story === null || !('parameters' in story)) return undefined;
  const { parameters } = story;
  if (typeof parameters !== 'object' || parameters === null || !('machineState' in parameters)) return undefined;
  const state = parameters.machineState;
  if (typeof state !== 'object' || state === null || !('machineId' in state) || !('value' in state)) return undefined;
  const value: unknown = state.value;
  return typeof state.machineId === 'string' && isStateValue(value) ? { machineId: state.machineId, value } : undefined;
}

function storyName(exportName: string, story: unknown): string {
  return typeof story === 'object' && story !== null && 'name' in story && typeof story.name === 'string'
    ? story.name
    : storyNameFromExport(exportName);
}

/**
 * The stories of `machine`'s states, per state id: a story held in a state is listed under that
 * state and every state above it. Story ids are Storybook's own (title and export name).
 * `machineIds` names the machines whose stories count (the page-data machine's are its three pages').
 */
export function storyLinksFor(machine: AnyStateMachine, machineIds: readonly string[] = [machine.id]): Record<string, StoryLink[]> {
  const out: Record<string, StoryLink[]> = {};
  for (const mod of Object.values(modules)) {
    const title = mod.default?.title;
    if (!title) continue;
    for (const [exportName, story] of Object.entries(mod)) {
      if (exportName === 'default') continue;
      const state = machineStateOf(story);
      if (!state || !machineIds.includes(state.machineId)) continue;
      const link = { id: toId(title, storyNameFromExport(exportName)), name: storyName(exportName, story) };
      for (const id of activeStateIds(machine, state.value)) (out[id] ??= []).push(link);
    }
  }
  return out;
}
