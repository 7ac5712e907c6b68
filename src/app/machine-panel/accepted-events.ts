import type { AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { activeStateIds, isInternalEvent } from './machine-map';

export interface AcceptedEvent {
  type: string;
  /**
   * Whether sending `{ type }` alone would take a transition now: false when its guards refuse
   * it, null when they need the event's payload to decide.
   */
  enabled: boolean | null;
  /** Guards on its transitions (the button's hint). */
  guards: string[];
}

function guardLabel(guard: unknown): string | null {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return null;
}

/**
 * The events a machine in `value` accepts from outside: every event type with a transition from
 * one of its active states (inner states first, as the machine picks them), without the
 * machine's internal events (actors done or failed, delays, final states). `can` tells whether
 * the event alone would be taken (a snapshot's `can`); omitted, every event is taken as enabled.
 */
export function acceptedEvents(machine: AnyStateMachine, value: StateValue, can?: (event: { type: string }) => boolean): AcceptedEvent[] {
  const ids = activeStateIds(machine, value).reverse();
  const seen = new Map<string, AcceptedEvent>();
  for (const id of ids) {
    const node = machine.getStateNodeById(id);
    for (const [type, transitions] of node.transitions) {
      if (isInternalEvent(type)) continue;
      const entry = seen.get(type) ?? { type, enabled: true, guards: [] };
      for (const t of transitions) {
        const label = guardLabel(t.guard);
        if (label && !entry.guards.includes(label)) entry.guards.push(label);
      }
      seen.set(type, entry);
    }
  }
  const list = [...seen.values()];
  if (!can) return list;
  return list.map((e) => {
    if (e.type === '*') return { ...e, enabled: null };
    // Unguarded: taken (xstate's `can` says false for a transition that changes nothing).
    if (e.guards.length === 0) return e;
    try {
      return { ...e, enabled: can({ type: e.type }) };
    } catch {
      // A guard that reads the payload: only the event with its payload can tell.
      return { ...e, enabled: null };
    }
  });
}

/** `acceptedEvents` of a live machine snapshot. */
export function acceptedEventsOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AcceptedEvent[] {
  return acceptedEvents(machine, snapshot.value, (event) => snapshot.can(event));
}
