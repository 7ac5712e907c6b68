import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { MachineOptions } from '../../src/session/machine-options';
import { Coverage } from './model-coverage';
import { ControlledActors, delayOf } from './machine-runner';
import { edgePaths, type ModelOptions } from './model-paths';

export interface ViewRun {
  user: UserEvent;
  actors: ControlledActors;
}

export interface ViewSuiteOptions extends ModelOptions {
  /** Renders the page under test inside the given machine options. */
  render: (machineOptions: MachineOptions) => void;
  /** How a person (or the network) performs each event type; actor results and timers have defaults. */
  events: Record<string, (event: EventObject, run: ViewRun) => Promise<void>>;
  /** What the DOM must show in each state (keys matched with `snapshot.matches`). Every state needs one. */
  states: Record<string, (state: AnyMachineSnapshot, run: ViewRun) => void | Promise<void>>;
  keepActors?: string[];
  /** `'manual'`: the fake clock moves only when a step advances it (timed children then tick exactly as the model says). */
  fakeTimers?: boolean | 'manual';
}

const settle = () =>
  act(async () => {
    await Promise.resolve();
  });

/**
 * Model-based test of a page: each edge path of the machine's graph is performed by a person
 * (user-event) on the rendered page, and after every step the DOM is checked against the state
 * the model predicts. Coverage of every state and transition is asserted on the page's own actor.
 */
export function describeViewModel(name: string, machine: AnyStateMachine, options: ViewSuiteOptions) {
  describe(`${name} view (model-based)`, () => {
    const coverage = new Coverage(machine);
    if (options.fakeTimers) {
      const manual = options.fakeTimers === 'manual';
      // Testing Library waits on a setTimeout(0) that a still fake clock never fires, unless it sees
      // Jest's timer API; this shim lends it Vitest's.
      const shim = globalThis as { jest?: unknown };
      beforeEach(() => {
        vi.useFakeTimers({ shouldAdvanceTime: !manual });
        if (manual) shim.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
      });
      afterEach(() => {
        if (manual) delete shim.jest;
        vi.useRealTimers();
      });
    }
    for (const path of edgePaths(machine, options)) {
      it(path.description, async () => {
        const actors = new ControlledActors();
        const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
        const run: ViewRun = { user, actors };
        options.render({
          inspect: coverage.inspect,
          overrides: { [machine.id]: { actors: actors.actorsFor(machine, options.keepActors) } },
        });
        await settle();
        const states = Object.fromEntries(Object.entries(options.states).map(([k, check]) => [k, (s: AnyMachineSnapshot) => check(s, run)]));
        await path.test({
          states: {
            '*': (s: AnyMachineSnapshot) => {
              throw new Error(`No DOM assertion for state ${JSON.stringify(s.value)}`);
            },
            ...states,
          },
          events: new Proxy(
            {},
            {
              get: (_t, type: string) => async (step: { event: EventObject; state: AnyMachineSnapshot }) => {
                const ev = step.event;
                if (type === 'xstate.init') return;
                const custom = options.events[type];
                if (custom) await custom(ev, run);
                else if (type.startsWith('xstate.done.actor.'))
                  await act(async () => actors.settle(type.slice(18), { output: (ev as { output?: unknown }).output }));
                else if (type.startsWith('xstate.error.actor.'))
                  await act(async () => actors.settle(type.slice(19), { error: (ev as { error?: unknown }).error }));
                else if (type.startsWith('xstate.after.')) await act(async () => vi.advanceTimersByTime(delayOf(machine, type, step.state.context)));
                else throw new Error(`No way to perform ${type} on the page`);
                await settle();
              },
            },
          ),
        });
      });
    }
    // A test of its own after the paths, not an afterAll hook: see machine-suite.ts.
    it('took every state and transition of the machine on the page', () => coverage.assertComplete());
  });
}
