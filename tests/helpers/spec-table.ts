import { captureConsole } from './console-guard';
import { describe, expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, InspectionEvent } from 'xstate';
import { acceptedEvents } from '../../src/app/machine-panel/accepted-events';
import { diagramBoxes, diagramGraph } from '../../src/app/machine-panel/machine-diagram';
import { machineMap, mapStates } from '../../src/app/machine-panel/machine-map';
import { isRecord } from '../../src/lib/record';
import { transitionKey } from './model-coverage';
import { shortestWays, type ModelOptions } from './model-paths';

/**
 * Every event of a machine's event union, each with a valid payload. The compiler holds the list
 * to the union: an event left out, one the union lacks or a payload of the wrong shape fails the
 * typecheck, so the refused-event checks below see every event the machine could be sent.
 */
export type EveryEvent<M extends AnyStateMachine> = { [K in EventFromLogic<M>['type']]: Extract<EventFromLogic<M>, { type: K }> };

export function everyEvent<M extends AnyStateMachine>(_machine: M, events: EveryEvent<M>): EventObject[] {
  return Object.values<EventObject>(events);
}

/** One row of a flow's spec table: from a state (a key for `snapshot.matches`), an event, the state it leads to. */
export interface SpecRow<R extends TableRun = TableRun> {
  from: string;
  /** The events that reach `from` from the start, where the row needs a particular way there. */
  via?: (EventObject & Record<string, unknown>)[];
  event: EventObject & Record<string, unknown>;
  to: string;
  /** What else the spec says happens on the way (a page opened, nothing sent). */
  then?: (run: R) => void;
  /** Says, in the test's title, what tells this row from a like one (a status, a flag). */
  note?: string;
}

/** A running actor of the machine under the table's control. */
export interface TableRun {
  actor: AnyActorRef;
  /** How many invoked actors have been started so far. */
  started: () => number;
}

export interface SpecTableOptions<R extends TableRun> extends ModelOptions {
  rows: SpecRow<R>[];
  /** The machine's whole event union (`everyEvent`). */
  every: EventObject[];
  /** Starts a run whose inspection events also reach `inspect`. */
  start: (inspect: (ev: InspectionEvent) => void) => R;
  /** Performs an event (settles an actor, advances the clock, or sends it). */
  perform: (run: R, event: EventObject) => Promise<void>;
  /** The spec's checks of the state the run is in, run after each step of a row. */
  check?: (run: R) => void;
}

interface DefinitionTransition {
  eventType: string;
  source: { id: string; always?: unknown[]; transitions: Map<string, unknown[]> };
  target?: readonly { id: string }[];
  guard?: unknown;
}

function isDefinitionTransition(t: unknown): t is DefinitionTransition {
  return (
    isRecord(t) && typeof t.eventType === 'string' && isRecord(t.source) && typeof t.source.id === 'string' && t.source.transitions instanceof Map
  );
}

function guardOf(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (isRecord(guard) && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return '';
}

/** How a transition reads in a failure: its state, event, guard and target. */
function describeTransition(t: DefinitionTransition): string {
  const guard = guardOf(t.guard);
  const targets = (t.target ?? []).map((n) => n.id).join(', ') || '(stays)';
  return `${t.source.id} --${t.eventType || '(always)'}${guard ? ` [${guard}]` : ''}--> ${targets}`;
}

/** Every transition of the definition (`on`, `after`, invoke done/error, each guarded branch, `always`). */
export function definitionTransitions(machine: AnyStateMachine): Map<string, DefinitionTransition> {
  const out = new Map<string, DefinitionTransition>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    const lists: unknown[][] = [...node.transitions.values(), node.always ?? []];
    for (const list of lists) for (const t of list) if (isDefinitionTransition(t)) out.set(transitionKey(t), t);
  }
  return out;
}

/**
 * The same transition as a map draws it and as the definition has it: source, trigger, targets (a
 * guarded branch and its fallback are two entries; how a map names a guard is its own test's).
 */
function drawn(source: string, trigger: string, targets: readonly string[]): string {
  return `${source} | ${trigger} -> ${[...targets].join(', ') || '(stays)'}`;
}

function triggerOf(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${/^\d+$/.test(after[1] ?? '') ? `${after[1]} ms` : after[1]}`;
  return eventType || 'always';
}

function brief({ type, ...payload }: EventObject & Record<string, unknown>) {
  const json = Object.keys(payload).length ? JSON.stringify(payload) : '';
  return type + (json.length > 40 ? `${json.slice(0, 39)}…` : json);
}

/** A state node's key for `snapshot.matches`: its dotted path. */
const keyOfNode = (path: readonly string[]) => path.join('.');

/**
 * The spec table of a flow, held both ways (ARCHITECTURE "Model-based tests"):
 * - every row is driven on a real actor (the shortest way to `from`, then its event) and lands where
 *   the row says;
 * - every transition of the definition is taken by some row's own event, so a transition the table
 *   lacks fails here with its state, event and target;
 * - in every state, leaf and compound, every event of the union that no row lists for that state is
 *   refused: value and context unchanged, no transition or action run, no actor started; and the
 *   machine panel offers exactly the events the rows list there;
 * - the Storybook map draws exactly the transitions the rows took, and its statechart one box per
 *   state and one arrow per transition the rows took.
 * The graph reaches the states; what each state must do comes from the rows, never from the machine.
 */
export function describeSpecTable<R extends TableRun>(name: string, machine: AnyStateMachine, options: SpecTableOptions<R>) {
  describe(`${name} spec table`, () => {
    const named = new Map<string, string>();
    const definition = definitionTransitions(machine);
    // The graph only reaches a state; what the state must do comes from the rows.
    const reach = shortestWays(machine, options);

    const listed = (snapshot: AnyMachineSnapshot, type: string) => options.rows.some((r) => r.event.type === type && snapshot.matches(r.from));

    for (const row of options.rows) {
      const { from, via, event, to, then, note } = row;
      const how = via ? ` (via ${via.map(brief).join(', ') || 'nothing'})` : '';
      const title = `${from}${how} + ${brief(event)}${note ? ` [${note}]` : ''} → ${to}`;
      it(`the spec: ${title}`, async () => {
        let recording = false;
        const taken: string[] = [];
        let root: AnyActorRef | null = null;
        const run = options.start((ev) => {
          if (!recording || ev.type !== '@xstate.microstep' || ev.actorRef !== root) return;
          // Its own event's microsteps (eventless ones that follow run with the same event), not a
          // child's ticks or a clock's other timers on the way.
          if (ev.event.type === event.type) for (const t of ev._transitions) if (isDefinitionTransition(t)) taken.push(transitionKey(t));
        });
        root = run.actor;
        const steps = via ?? reach(from);
        expect(steps, `no path reaches ${from}`).toBeDefined();
        options.check?.(run);
        for (const step of steps ?? []) {
          await options.perform(run, step);
          options.check?.(run);
        }
        expect(run.actor.getSnapshot().matches(from), `reached ${from}`).toBe(true);
        recording = true;
        await options.perform(run, event);
        recording = false;
        expect(run.actor.getSnapshot().matches(to), `now ${JSON.stringify(run.actor.getSnapshot().value)}`).toBe(true);
        options.check?.(run);
        then?.(run);
        for (const key of taken) if (!named.has(key)) named.set(key, title);
        run.actor.stop();
      });
    }

    // Tests of their own, after the rows (a describe's tests run in order), not afterAll hooks: a
    // failing hook fails the file but no test (docs/mutation-score.md).
    it('has a row for every transition of the definition (nothing the table lacks)', () => {
      const lacking = [...definition].filter(([key]) => !named.has(key)).map(([, t]) => describeTransition(t));
      expect(lacking, `transitions of ${name} that no row of its table takes`).toEqual([]);
    });

    it('the Storybook map draws exactly the transitions the table names', () => {
      const fromMap = mapStates(machineMap(machine)).flatMap((s) => s.transitions.map((t) => drawn(s.id, t.trigger, t.targets)));
      const fromTable = [...named.keys()].flatMap((key) => {
        const t = definition.get(key);
        return t
          ? [
              drawn(
                t.source.id,
                triggerOf(t.eventType),
                (t.target ?? []).map((n) => n.id),
              ),
            ]
          : [];
      });
      expect([...fromMap].sort()).toEqual([...fromTable].sort());
    });

    it('the statechart draws one box per state and one arrow per transition the table names', () => {
      const graph = diagramGraph(machineMap(machine));
      const boxes = diagramBoxes(graph).filter((b) => b.kind === 'state');
      expect(boxes.map((b) => b.id).sort()).toEqual([machine.root.id, ...getStateNodes(machine.root).map((n) => n.id)].sort());
      const arrows = graph.arrows.flatMap((a) => (a.transition ? [drawn(a.source, a.transition.trigger, a.transition.targets)] : []));
      const fromTable = [...named.keys()].flatMap((key) => {
        const t = definition.get(key);
        return t
          ? [
              drawn(
                t.source.id,
                triggerOf(t.eventType),
                (t.target ?? []).map((n) => n.id),
              ),
            ]
          : [];
      });
      expect([...arrows].sort()).toEqual([...fromTable].sort());
      // A targetless transition loops back to its state; every arrow has its label.
      for (const a of graph.arrows.filter((x) => x.transition)) {
        expect(a.targets).toEqual(a.transition?.targets.length ? a.transition.targets : [a.source]);
        expect(a.lines.join(' ')).toContain(a.transition?.trigger);
      }
      // Each compound state's initial dot points at its initial child.
      const initials = graph.arrows.filter((a) => a.kind === 'initial').map((a) => `${a.source} -> ${a.targets.join(', ')}`);
      const compound = [machine.root, ...getStateNodes(machine.root)].filter((n) => n.type === 'compound');
      expect(initials.sort()).toEqual(compound.map((n) => `${n.id}#initial -> ${n.initial.target.map((t) => t.id).join(', ')}`).sort());
    });

    for (const node of getStateNodes(machine.root)) {
      const key = keyOfNode(node.path);
      it(`refuses in ${key} every event its rows do not list, and the panel offers just the listed ones`, async () => {
        const steps = reach(key);
        expect(steps, `no path reaches ${key}`).toBeDefined();
        const seen: InspectionEvent[] = [];
        let root: AnyActorRef | null = null;
        const run = options.start((ev) => {
          if (ev.actorRef === root || ev.type === '@xstate.actor') seen.push(ev);
        });
        root = run.actor;
        for (const step of steps ?? []) await options.perform(run, step);
        const here: AnyMachineSnapshot = run.actor.getSnapshot();
        expect(here.matches(key)).toBe(true);
        const user = options.every.filter((e) => !e.type.startsWith('xstate.'));
        const allowed = user.filter((e) => listed(here, e.type)).map((e) => e.type);
        for (const event of user.filter((e) => !allowed.includes(e.type))) {
          const before: AnyMachineSnapshot = run.actor.getSnapshot();
          const started = run.started();
          seen.length = 0;
          // An actor in its final state refuses what is sent to it, and XState says so on
          // console.warn: that line is the refusal, asserted here (and kept off stderr). An event
          // the test performs otherwise (a clock's tick) sends nothing, and nothing is warned.
          const { lines } = await captureConsole('warn', () => options.perform(run, event));
          const refusal = expect.stringContaining(`Event "${event.type}" was sent to stopped actor`);
          expect(lines, `${event.type} in ${key}: what XState warned`).toEqual(before.status === 'done' ? lines.slice(0, 1).map(() => refusal) : []);
          const after: AnyMachineSnapshot = run.actor.getSnapshot();
          const acted = seen.filter(
            (ev) => (ev.type === '@xstate.microstep' && ev._transitions.length > 0) || ev.type === '@xstate.action' || ev.type === '@xstate.actor',
          );
          const what = `${event.type} in ${key} (now ${JSON.stringify(after.value)})`;
          expect(
            acted.map((ev) => ev.type),
            `${what}: no row lists it, yet it ran`,
          ).toEqual([]);
          expect(after.value, `${what}: no row lists it, yet it moved`).toEqual(before.value);
          expect(after.context, `${what}: no row lists it, yet it changed the context`).toEqual(before.context);
          expect(run.started(), `${what}: no row lists it, yet it started an actor`).toBe(started);
        }
        const offered = acceptedEvents(machine, here.value).map((e) => e.type);
        expect([...offered].sort(), `events the machine panel offers in ${key}`).toEqual([...allowed].sort());
        run.actor.stop();
      });
    }
  });
}
