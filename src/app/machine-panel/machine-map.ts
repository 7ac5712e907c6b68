import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

/**
 * A flow machine as a map, read from its definition (never drawn by hand): every state with its
 * transitions (event, guard, delay, targets) and invoked actors. Plain data, so it crosses the
 * Storybook channel and renders the same in the Storybook panel, the map pages and the in-page panel.
 */
export interface MapTransition {
  /** What fires it: an event type, `after <delay>`, `always`, `done: <actor>`, `error: <actor>`, `done` (child states finished). */
  trigger: string;
  kind: 'event' | 'after' | 'always' | 'done' | 'error' | 'snapshot';
  /** State ids it goes to (none: it stays, running its actions). */
  targets: string[];
  guard?: string;
  delay?: string;
}

export interface MapInvoke {
  id: string;
  src: string;
}

export interface MapState {
  id: string;
  /** Dotted path from the machine root ('editing.idle'); '' for the root. */
  path: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial?: string;
  tags: string[];
  invokes: MapInvoke[];
  transitions: MapTransition[];
  states: MapState[];
}

export interface MachineMap {
  machineId: string;
  root: MapState;
}

const INTERNAL = /^xstate\.(done\.actor|error\.actor|snapshot|done\.state|after)\./;

function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    const params = 'params' in guard && guard.params !== undefined && typeof guard.params !== 'function' ? JSON.stringify(guard.params) : '';
    return params ? `${guard.type} ${params}` : guard.type;
  }
  if (typeof guard === 'function') {
    if ('guards' in guard && Array.isArray(guard.guards)) {
      const kind = 'check' in guard && typeof guard.check === 'function' ? guard.check.name.replace(/^check/, '').toLowerCase() : 'guards';
      return `${kind || 'guards'}(${guard.guards.map((g) => guardName(g) ?? '?').join(', ')})`;
    }
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  }
  return 'guard';
}

function delayName(delay: unknown): string {
  if (typeof delay === 'number') return `${delay} ms`;
  if (typeof delay === 'string') return /^\d+$/.test(delay) ? `${delay} ms` : delay;
  return 'computed delay';
}

function targetsOf(t: AnyTransitionDefinition): string[] {
  return (t.target ?? []).map((node) => node.id);
}

function withGuard(base: MapTransition, t: AnyTransitionDefinition): MapTransition {
  const guard = guardName(t.guard);
  return guard ? { ...base, guard } : base;
}

function transitionsOf(node: AnyStateNode): MapTransition[] {
  const out: MapTransition[] = [];
  const invokeIds = new Set(node.invoke.map((i) => i.id));
  for (const [eventType, list] of node.transitions) {
    if (eventType.startsWith('xstate.after.')) continue; // listed from `after` below, with their delays
    for (const t of list) {
      let base: MapTransition;
      const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
      const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
      const snap = /^xstate\.snapshot\.(.+)$/.exec(eventType);
      if (done && invokeIds.has(done[1] ?? '')) base = { trigger: `done: ${done[1]}`, kind: 'done', targets: targetsOf(t) };
      else if (error && invokeIds.has(error[1] ?? '')) base = { trigger: `error: ${error[1]}`, kind: 'error', targets: targetsOf(t) };
      else if (snap && invokeIds.has(snap[1] ?? '')) base = { trigger: `snapshot: ${snap[1]}`, kind: 'snapshot', targets: targetsOf(t) };
      else if (eventType.startsWith('xstate.done.state.')) base = { trigger: 'done', kind: 'done', targets: targetsOf(t) };
      else base = { trigger: eventType, kind: 'event', targets: targetsOf(t) };
      out.push(withGuard(base, t));
    }
  }
  for (const t of node.after) {
    const delay = delayName(t.delay);
    out.push(withGuard({ trigger: `after ${delay}`, kind: 'after', targets: targetsOf(t), delay }, t));
  }
  for (const t of node.always ?? []) out.push(withGuard({ trigger: 'always', kind: 'always', targets: targetsOf(t) }, t));
  return out;
}

function invokesOf(node: AnyStateNode): MapInvoke[] {
  return node.invoke.map((i) => ({ id: i.id, src: typeof i.src === 'string' ? i.src : i.id }));
}

function mapNode(node: AnyStateNode): MapState {
  const children = Object.values(node.states);
  const initial = node.type === 'compound' && children.length > 0 ? node.initial.target.map((t) => t.id).join(', ') : undefined;
  return {
    id: node.id,
    path: node.path.join('.'),
    type: node.type,
    ...(initial ? { initial } : {}),
    tags: [...node.tags],
    invokes: invokesOf(node),
    transitions: transitionsOf(node),
    states: children.map(mapNode),
  };
}

/** The map of `machine`: its root state and every state under it, in definition order. */
export function machineMap(machine: AnyStateMachine): MachineMap {
  return { machineId: machine.id, root: mapNode(machine.root) };
}

/** Every state of a map (root first, then depth first, in definition order). */
export function mapStates(map: MachineMap): MapState[] {
  const out: MapState[] = [];
  const walk = (s: MapState) => {
    out.push(s);
    s.states.forEach(walk);
  };
  walk(map.root);
  return out;
}

/**
 * The ids of the states a state value puts the machine in: the root, every active compound or
 * parallel state and every active leaf.
 */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const out: string[] = [machine.root.id];
  const walk = (node: AnyStateNode, v: StateValue) => {
    if (typeof v === 'string') {
      const child = node.states[v];
      if (child) out.push(child.id);
      return;
    }
    for (const [key, sub] of Object.entries(v)) {
      const child = node.states[key];
      if (!child) continue;
      out.push(child.id);
      if (sub !== undefined) walk(child, sub);
    }
  };
  walk(machine.root, value);
  return out;
}

/** Whether an event type is the machine's own (internal events fire from actors, delays and final states). */
export function isInternalEvent(type: string): boolean {
  return INTERNAL.test(type) || type.startsWith('xstate.');
}
