import { getStateNodes } from 'xstate/graph';
import type { AnyStateMachine, InspectionEvent } from 'xstate';

interface TransitionLike {
  eventType: string;
  source: { id: string; always?: unknown[]; transitions: Map<string, unknown[]> };
}

/** A stable name for a transition that survives `machine.provide()` (which rebuilds the state nodes). */
export function transitionKey(t: TransitionLike): string {
  const list = t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType);
  const index = list ? list.indexOf(t) : -1;
  return `${t.source.id} on ${t.eventType || '(always)'} #${index}`;
}

export function allStateIds(machine: AnyStateMachine): string[] {
  return [machine.root.id, ...getStateNodes(machine.root).map((n) => n.id)];
}

export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) {
      for (const t of list) keys.push(transitionKey(t as unknown as TransitionLike));
    }
    for (const t of node.always ?? []) keys.push(transitionKey(t as unknown as TransitionLike));
  }
  return [...new Set(keys)];
}

/**
 * Records the states entered and the transitions taken by running actors (through `inspect`),
 * so a suite can fail when any state or transition of its machine was never exercised.
 */
export class Coverage {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  constructor(readonly machine: AnyStateMachine) {}

  readonly inspect = (ev: InspectionEvent): void => {
    if (ev.type === '@xstate.microstep') {
      for (const t of ev._transitions) this.transitions.add(transitionKey(t as unknown as TransitionLike));
    }
    if (ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') {
      const nodes = (ev.snapshot as { _nodes?: { id: string }[] })._nodes ?? [];
      for (const n of nodes) this.states.add(n.id);
    }
  };

  missing(): { states: string[]; transitions: string[] } {
    return {
      states: allStateIds(this.machine).filter((id) => !this.states.has(id)),
      transitions: allTransitionKeys(this.machine).filter((k) => !this.transitions.has(k)),
    };
  }

  /** Throws with the list of what was never taken. */
  assertComplete(): void {
    const { states, transitions } = this.missing();
    if (states.length || transitions.length) {
      throw new Error(
        `Model coverage incomplete.\nStates never entered: ${states.join(', ') || 'none'}\n` +
          `Transitions never taken: ${transitions.join(', ') || 'none'}`,
      );
    }
  }
}
