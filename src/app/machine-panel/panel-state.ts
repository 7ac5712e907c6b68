import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InspectionEvent, StateValue } from 'xstate';
import { acceptedEventsOf, type AcceptedEvent } from './accepted-events';
import type { DiagramLayout } from './machine-diagram';
import { activeStateIds, machineMap, type MachineMap } from './machine-map';

/** Marks the machine panel's code: a production build must not contain it (tests/e2e/no-dev-tools.spec.ts). */
export const PANEL_MARKER = 'loan-journey-machine-panel';

export interface HistoryEntry {
  /** The event as sent (JSON, long values cut). */
  event: string;
  type: string;
  /** The state value it led to, as text ('editing.idle'). */
  to: string;
}

/** One actor as the panel shows it: plain data (it crosses the Storybook channel). */
export interface PanelActor {
  key: string;
  machineId: string;
  status: string;
  value: StateValue;
  valueText: string;
  activeIds: string[];
  tags: string[];
  context: unknown;
  accepted: AcceptedEvent[];
  history: HistoryEntry[];
  map: MachineMap;
}

export interface PanelState {
  actors: PanelActor[];
  /** Stories per state id of each machine, when a story index is known (Storybook). */
  storyLinks?: Record<string, StoryLink[]>;
  /** The story on screen (Storybook). */
  currentStoryId?: string;
}

export interface StoryLink {
  id: string;
  name: string;
}

/** How the panel reaches its actors: the Storybook channel, or the page's own actors directly. */
export interface PanelTransport {
  subscribe(listener: (state: PanelState) => void): () => void;
  send(actorKey: string, event: { type: string }): void;
  /** Where a story link goes, and in which window. */
  storyHref?(storyId: string): { href: string; target?: string };
  /** Lays a machine's statechart out (the layout library is loaded on demand; none: no statechart). */
  layout?(map: MachineMap): Promise<DiagramLayout>;
}

/** A state value as text: 'idle', 'editing.idle', 'loading.(draft, titles)'. */
export function valueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([k, v]) =>
    v === undefined || (typeof v === 'object' && Object.keys(v).length === 0) ? k : `${k}.${valueText(v)}`,
  );
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(', ')})`;
}

/**
 * A value as plain JSON data: errors as their name and message, functions and actors named,
 * Maps, Sets and Dates readable, cycles cut, depth limited.
 */
export function plain(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value === undefined) return '(undefined)';
  if (typeof value === 'function') return `(function ${value.name || 'anonymous'})`;
  if (typeof value !== 'object') return String(value);
  if (seen.has(value)) return '(circular)';
  if (depth > 8) return '(…)';
  seen.add(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { error: value.name, message: value.message };
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), plain(v, depth + 1, seen)]));
  if (value instanceof Set) return [...value].map((v) => plain(v, depth + 1, seen));
  if (Array.isArray(value)) return value.map((v) => plain(v, depth + 1, seen));
  if ('sessionId' in value && 'send' in value) return `(actor ${String(value.sessionId)})`;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v, depth + 1, seen)]));
}

function eventText(event: { type: string }): string {
  const text = JSON.stringify(plain(Object.fromEntries(Object.entries(event).filter(([, v]) => v !== undefined))));
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'resolveState' in logic && 'getStateNodeById' in logic;
}

function isActorRef(ref: unknown): ref is AnyActorRef & { logic: unknown } {
  return typeof ref === 'object' && ref !== null && 'logic' in ref && 'subscribe' in ref && 'getSnapshot' in ref;
}

const HISTORY = 20;

interface Tracked {
  ref: AnyActorRef;
  machine: AnyStateMachine;
  history: HistoryEntry[];
}

/**
 * Collects the root machine actors an `inspect` callback sees (the page's flow actors; invoked
 * children are part of their parent's state) and the events that moved them. An actor is listed
 * from its first snapshot, so an actor React created but never started (StrictMode's second
 * render) is not.
 */
export function createActorCollector() {
  const tracked = new Map<string, Tracked>();
  const listeners = new Set<() => void>();
  let scheduled = false;
  const notify = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      listeners.forEach((l) => l());
    });
  };

  const inspect = (ev: InspectionEvent) => {
    if (ev.type !== '@xstate.snapshot') return;
    const ref = ev.actorRef;
    if (ref.sessionId !== ev.rootId || !isActorRef(ref) || !isMachine(ref.logic)) return;
    let entry = tracked.get(ref.sessionId);
    if (!entry) {
      entry = { ref, machine: ref.logic, history: [] };
      tracked.set(ref.sessionId, entry);
      const key = ref.sessionId;
      // Completed without reaching a final state: stopped with its page; an error stays shown.
      ref.subscribe({
        complete: () => {
          if (ref.getSnapshot().status !== 'done') tracked.delete(key);
          notify();
        },
        error: notify,
      });
    }
    const snapshot: AnyMachineSnapshot = ref.getSnapshot();
    entry.history = [{ event: eventText(ev.event), type: ev.event.type, to: valueText(snapshot.value) }, ...entry.history].slice(0, HISTORY);
    notify();
  };

  const describe = (key: string, { ref, machine, history }: Tracked): PanelActor => {
    const snapshot: AnyMachineSnapshot = ref.getSnapshot();
    return {
      key,
      machineId: machine.id,
      status: snapshot.status,
      value: snapshot.value,
      valueText: valueText(snapshot.value),
      activeIds: activeStateIds(machine, snapshot.value),
      tags: [...snapshot.tags],
      context: plain(snapshot.context),
      accepted: snapshot.status === 'active' ? acceptedEventsOf(machine, snapshot) : [],
      history,
      map: machineMap(machine),
    };
  };

  return {
    inspect,
    /** The actors now, the newest first. */
    actors(): PanelActor[] {
      return [...tracked].map(([key, t]) => describe(key, t)).reverse();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The machine an actor runs (for its story links). */
    machineOf(key: string): AnyStateMachine | undefined {
      return tracked.get(key)?.machine;
    },
    send(key: string, event: { type: string }) {
      tracked.get(key)?.ref.send(event);
    },
  };
}

export type ActorCollector = ReturnType<typeof createActorCollector>;

/** The transport of the in-page panel: the page's own actors (and a statechart layout, when given one). */
export function directTransport(collector: ActorCollector, layout?: (map: MachineMap) => Promise<DiagramLayout>): PanelTransport {
  return {
    subscribe(listener) {
      const push = () => listener({ actors: collector.actors() });
      push();
      return collector.subscribe(push);
    },
    send: (key, event) => collector.send(key, event),
    ...(layout ? { layout } : {}),
  };
}
