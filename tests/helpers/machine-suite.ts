import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { Coverage } from './model-coverage';
import { edgePaths, pathTo, type ModelOptions } from './model-paths';
import { runMachine, type MachineRun } from './machine-runner';

export interface MachineSuiteOptions extends ModelOptions {
  keepActors?: string[];
  provide?: Parameters<AnyStateMachine['provide']>[0];
  /** Extra assertions per state key (matched with `snapshot.matches`), run on the real actor. */
  states?: Record<string, (run: MachineRun, modelState: AnyMachineSnapshot) => void>;
  /** How to perform an event type when sending it is not right (a kept child's timers: advance the clock). */
  events?: Record<string, (event: EventObject, run: MachineRun) => Promise<void>>;
  /**
   * The spec's transitions, written by hand: from a state (a key for `snapshot.matches`), an event,
   * the state it must lead to. Each is driven on a real actor (the shortest way to `from`, then the
   * event), so a definition that lost or redirected a transition fails here, where its own graph
   * (all the paths above walk) would not tell. `via`: the events that reach `from` from the start,
   * where the spec's row needs a particular way there (a score of 3, not of 5).
   */
  transitions?: {
    from: string;
    via?: (EventObject & Record<string, unknown>)[];
    event: EventObject & Record<string, unknown>;
    to: string;
    /** What else the spec says happens on the way (a page opened, nothing sent). */
    then?: (run: MachineRun) => void;
    /** Says, in the test's title, what tells this row from a like one (a status, a flag). */
    note?: string;
  }[];
}

/** An event for a test's title: its type and, cut short, its payload. */
function brief({ type, ...payload }: EventObject & Record<string, unknown>) {
  const json = Object.keys(payload).length ? JSON.stringify(payload) : '';
  return type + (json.length > 40 ? `${json.slice(0, 39)}…` : json);
}

/**
 * Model-based test of a machine on its own: every edge path of the graph is driven on a real
 * actor (controlled promise actors, simulated clock), each step checked against the model, and the
 * suite fails if any state or transition of the machine was never taken, or if a state given a
 * check in `states` (the test's own list, from the spec) was never reached: coverage alone is
 * measured on the machine's own graph, so a definition that lost a transition would still pass it.
 */
export function describeMachineModel(name: string, machine: AnyStateMachine, options: MachineSuiteOptions = {}) {
  describe(`${name} machine (model-based)`, () => {
    const coverage = new Coverage(machine);
    const checked = new Set<string>();
    /** A real actor of the machine, its invoked actors and clock under the test's control. */
    const start = () =>
      runMachine(machine, { coverage, input: options.input, keepActors: options.keepActors, context: options.context, provide: options.provide });
    /** Performs an event the way the test says for its type, else by sending it. */
    const perform = (run: MachineRun, event: EventObject, type = event.type) =>
      (options.events?.[type] ?? ((e: EventObject) => run.perform(e)))(event, run);
    for (const path of edgePaths(machine, options)) {
      it(path.description, async () => {
        const run = start();
        const stateChecks = Object.fromEntries(
          Object.entries(options.states ?? {}).map(([key, check]) => [
            key,
            (s: AnyMachineSnapshot) => {
              run.expectAt(s);
              check(run, s);
              checked.add(key);
            },
          ]),
        );
        await path.test({
          states: { '*': (s: AnyMachineSnapshot) => run.expectAt(s), ...stateChecks },
          events: new Proxy(
            {},
            {
              get: (_t, type: string) => (step: { event: EventObject }) => perform(run, step.event, type),
            },
          ),
        });
        run.actor.stop();
      });
    }
    for (const { from, via, event, to, then, note } of options.transitions ?? []) {
      const how = via ? ` (via ${via.map(brief).join(', ') || 'nothing'})` : '';
      it(`the spec: ${from}${how} + ${brief(event)}${note ? ` [${note}]` : ''} → ${to}`, async () => {
        const steps = via ?? pathTo(machine, from, options);
        expect(steps, `no path reaches ${from}`).toBeDefined();
        const run = start();
        // Every state on the way is what the spec says it is (the checks in `states` whose key it
        // matches), as on the paths: a check may rest on what an earlier state saw.
        const checkHere = () => {
          const snapshot = run.actor.getSnapshot() as AnyMachineSnapshot;
          for (const [key, check] of Object.entries(options.states ?? {})) if (snapshot.matches(key)) check(run, snapshot);
        };
        checkHere();
        for (const step of steps ?? []) {
          await perform(run, step);
          checkHere();
        }
        expect(run.actor.getSnapshot().matches(from), `reached ${from}`).toBe(true);
        await perform(run, event);
        expect(run.actor.getSnapshot().matches(to), `now ${JSON.stringify(run.actor.getSnapshot().value)}`).toBe(true);
        checkHere();
        then?.(run);
        run.actor.stop();
      });
    }
    // A test of its own, after the paths (a describe's tests run in order), not an afterAll hook: a
    // failing hook fails the file but no test, and a runner that counts failed tests (StrykerJS's)
    // then takes a machine that lost a transition for one that passed (docs/mutation-score.md).
    it('took every state and transition of the machine, and reached every state the test checks', () => {
      coverage.assertComplete();
      const never = Object.keys(options.states ?? {}).filter((key) => !checked.has(key));
      expect(never, `states with a check that no path reached in ${name}`).toEqual([]);
    });
  });
}
