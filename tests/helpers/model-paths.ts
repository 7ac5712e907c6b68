import { TestModel, type AdjacencyValue, type StatePath, type TestParam } from 'xstate/graph';
import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';

/** Payload cases per event type (without `type`); an event type not listed is generated as `{ type }`. */
export type EventCases = Record<string, ReadonlyArray<Record<string, unknown>>>;

export interface ModelOptions {
  cases?: EventCases;
  /** The part of the context that changes what the user sees; it is serialised with the state value. */
  context?: (context: never) => unknown;
  input?: unknown;
  /** Event types the graph should not generate. */
  exclude?: string[];
}

export interface ModelPath {
  description: string;
  state: AnyMachineSnapshot;
  steps: { event: EventObject; state: AnyMachineSnapshot }[];
  test: (params: TestParam<AnyMachineSnapshot, EventObject>) => Promise<unknown>;
}

const INTERNAL = /^(xstate\.done\.state\.|xstate\.init$|\*$)/;

function valueKey(s: AnyMachineSnapshot): string {
  return JSON.stringify(s.value);
}

export function createModel(machine: AnyStateMachine, options: ModelOptions = {}) {
  const project = options.context as ((c: unknown) => unknown) | undefined;
  const serialize = (s: AnyMachineSnapshot) => JSON.stringify({ v: s.value, c: project ? project(s.context) : null });
  const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    input: options.input,
    events: (snapshot) =>
      __unsafe_getAllOwnEventDescriptors(snapshot)
        .filter((type) => !INTERNAL.test(type) && !options.exclude?.includes(type))
        .flatMap((type) => (options.cases?.[type] ?? [{}]).map((payload) => ({ ...payload, type }) as EventObject)),
    serializeState: (s) => serialize(s),
    serializeEvent: (e) => JSON.stringify(e),
    stateMatcher: (s, key) => key !== '*' && s.matches(key as never),
  });
  return { model, serialize };
}

function describePath(steps: { event: EventObject }[], end: AnyMachineSnapshot): string {
  const events = steps
    .filter((s) => s.event.type !== 'xstate.init')
    .map(({ event: { type, ...payload } }) => (Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type));
  return `${events.length ? events.join(' → ') : '(initial)'} ⇒ ${valueKey(end)}`;
}

/**
 * Paths that together take every edge of the graph once: the shortest path to each edge's source
 * followed by that edge (edges that only differ in context are collapsed), minus any path that is
 * a prefix of another. Shortest paths to states alone would miss transitions.
 */
export function edgePaths(machine: AnyStateMachine, options: ModelOptions = {}): ModelPath[] {
  const { model, serialize } = createModel(machine, options);
  const shortest = new Map<string, StatePath<AnyMachineSnapshot, EventObject>>();
  for (const p of model.getShortestPaths({ allowDuplicatePaths: true })) shortest.set(serialize(p.state), p);
  const adjacency = model.getAdjacencyMap();
  const seen = new Set<string>();
  const paths: { state: AnyMachineSnapshot; steps: { event: EventObject; state: AnyMachineSnapshot }[] }[] = [];
  for (const [source, entry] of Object.entries(adjacency) as [string, AdjacencyValue<AnyMachineSnapshot, EventObject>][]) {
    const base = shortest.get(source);
    if (!base) continue;
    for (const { event, state: next } of Object.values(entry.transitions)) {
      const key = `${valueKey(entry.state)}|${JSON.stringify(event)}|${valueKey(next)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      paths.push({ state: next, steps: [...base.steps, { event, state: next }] });
    }
  }
  const sig = (p: { steps: { event: EventObject }[] }) => p.steps.map((s) => JSON.stringify(s.event)).join('\n');
  const sigs = paths.map(sig);
  const kept = paths.filter((p, i) => !sigs.some((other, j) => j !== i && other.length > sigs[i]!.length && other.startsWith(`${sigs[i]}\n`)));
  const unique = new Map(kept.map((p) => [sig(p), p]));
  return [...unique.values()].map((p) => {
    const statePath = { state: p.state, steps: p.steps, weight: p.steps.length };
    return {
      ...p,
      description: describePath(p.steps, p.state),
      test: (params) => model.testPath(statePath, params),
    };
  });
}

/**
 * A finder of the events that take the machine from its start to a state matching a key (the
 * shortest way in its own graph), or undefined when no path reaches one. The graph is walked once.
 */
export function shortestWays(machine: AnyStateMachine, options: ModelOptions = {}): (key: string) => EventObject[] | undefined {
  const { model } = createModel(machine, options);
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
  return (key) => shortest.find((p) => p.state.matches(key))?.steps.map((s) => s.event);
}
