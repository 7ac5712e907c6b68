import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { Coverage } from './model-coverage';
import { edgePaths, type ModelOptions } from './model-paths';
import { describeSpecTable, type SpecRow, type TableRun } from './spec-table';
import { runMachine, type MachineRun } from './machine-runner';

export interface MachineSuiteOptions extends ModelOptions {
  keepActors?: string[];
  provide?: Parameters<AnyStateMachine['provide']>[0];
  /** Extra assertions per state key (matched with `snapshot.matches`), run on the real actor. */
  states?: Record<string, (run: MachineRun, modelState: AnyMachineSnapshot) => void>;
  /** How to perform an event type when sending it is not right (a kept child's timers: advance the clock). */
  events?: Record<string, (event: EventObject, run: MachineRun) => Promise<void>>;
  /**
   * The spec's table, written by hand from SPEC.md: from a state (a key for `snapshot.matches`), an
   * event, the state it must lead to. It is the whole truth both ways (tests/helpers/spec-table.ts):
   * every row exists, every transition of the definition is a row, and every event of `every` that
   * no row lists for a state is refused there.
   */
  transitions: SpecRow<SuiteRun>[];
  /** The machine's whole event union, each with a valid payload (`everyEvent`). */
  every: EventObject[];
}

/** A run of the suite, as the table's rows see it. */
export type SuiteRun = MachineRun & TableRun;

/**
 * Model-based test of a machine on its own: every edge path of the graph is driven on a real
 * actor (controlled promise actors, simulated clock), each step checked against the model, and the
 * suite fails if any state or transition of the machine was never taken, or if a state given a
 * check in `states` (the test's own list, from the spec) was never reached: coverage alone is
 * measured on the machine's own graph, so a definition that lost a transition would still pass it.
 */
export function describeMachineModel(name: string, machine: AnyStateMachine, options: MachineSuiteOptions) {
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
    describeSpecTable(name, machine, {
      ...options,
      rows: options.transitions,
      every: options.every,
      start: (inspect) => {
        const run = runMachine(machine, {
          coverage: { inspect: (ev) => (coverage.inspect(ev), inspect(ev)) },
          input: options.input,
          keepActors: options.keepActors,
          context: options.context,
          provide: options.provide,
        });
        return { ...run, started: () => run.actors.calls.length };
      },
      perform: (run, event) => perform(run, event),
      // Every state on the way is what the spec says it is (the checks in `states` whose key it
      // matches), as on the paths: a check may rest on what an earlier state saw.
      check: (run) => {
        const snapshot: AnyMachineSnapshot = run.actor.getSnapshot();
        for (const [key, check] of Object.entries(options.states ?? {})) if (snapshot.matches(key)) check(run, snapshot);
      },
    });
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
