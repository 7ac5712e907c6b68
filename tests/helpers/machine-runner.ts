import { expect } from 'vitest';
import { SimulatedClock, createActor, fromPromise, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { Coverage } from './model-coverage';

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
  input: unknown;
}

/**
 * Promise actors whose outcome the test decides: the model's `xstate.done.actor.<id>` edge resolves
 * the running invocation with `id`, `xstate.error.actor.<id>` rejects it.
 */
export class ControlledActors {
  readonly pending = new Map<string, Pending>();
  readonly calls: { id: string; input: unknown }[] = [];

  readonly logic = fromPromise<unknown, unknown>(
    ({ input, self }) =>
      new Promise((resolve, reject) => {
        this.calls.push({ id: self.id, input });
        this.pending.set(self.id, { resolve, reject, input });
      }),
  );

  /** Every actor implementation of the machine replaced by a controlled one (except `keep`). */
  actorsFor(machine: AnyStateMachine, keep: string[] = []): Record<string, typeof this.logic> {
    const names = Object.keys((machine.implementations as { actors: Record<string, unknown> }).actors);
    return Object.fromEntries(names.filter((n) => !keep.includes(n)).map((n) => [n, this.logic]));
  }

  settle(id: string, outcome: { output: unknown } | { error: unknown }): void {
    const p = this.pending.get(id);
    if (!p) throw new Error(`No running actor "${id}" to settle (running: ${[...this.pending.keys()].join(', ') || 'none'})`);
    this.pending.delete(id);
    if ('output' in outcome) p.resolve(outcome.output);
    else p.reject(outcome.error);
  }
}

/** `xstate.after.<delay>.<stateId>` -> milliseconds, from the machine's named delays or a number. */
export function delayOf(machine: AnyStateMachine, eventType: string, context: unknown): number {
  const name = eventType.slice('xstate.after.'.length).split('.')[0] ?? '';
  const delays = (machine.implementations as { delays: Record<string, unknown> }).delays;
  const d = delays[name];
  if (typeof d === 'number') return d;
  if (typeof d === 'function') return (d as (a: { context: unknown }) => number)({ context });
  const n = Number(name);
  if (Number.isFinite(n)) return n;
  throw new Error(`Unknown delay ${name}`);
}

const flush = () => new Promise((r) => setTimeout(r, 0));

export interface MachineRun {
  actor: AnyActorRef;
  actors: ControlledActors;
  clock: SimulatedClock;
  /** Performs a model step on the real actor. */
  perform: (event: EventObject) => Promise<void>;
  /** Asserts the real actor is where the model says (value and the projected context). */
  expectAt: (state: AnyMachineSnapshot) => void;
}

export function runMachine(
  machine: AnyStateMachine,
  opts: {
    coverage: Pick<Coverage, 'inspect'>;
    input?: unknown;
    keepActors?: string[];
    context?: (c: never) => unknown;
    provide?: Parameters<AnyStateMachine['provide']>[0];
  },
): MachineRun {
  const actors = new ControlledActors();
  const clock = new SimulatedClock();
  const logic = machine.provide({
    ...(opts.provide ?? {}),
    actors: { ...actors.actorsFor(machine, opts.keepActors), ...(opts.provide?.actors ?? {}) },
  });
  const actor = createActor(logic, { input: opts.input, clock, inspect: opts.coverage.inspect }).start();
  const project = (opts.context ?? ((c: unknown) => c)) as (c: unknown) => unknown;
  return {
    actor,
    actors,
    clock,
    async perform(event) {
      const { type } = event;
      if (type === 'xstate.init') return;
      if (type.startsWith('xstate.done.actor.')) actors.settle(type.slice(18), { output: (event as { output?: unknown }).output });
      else if (type.startsWith('xstate.error.actor.')) actors.settle(type.slice(19), { error: (event as { error?: unknown }).error });
      else if (type.startsWith('xstate.after.')) clock.increment(delayOf(machine, type, actor.getSnapshot().context));
      else actor.send(event);
      await flush();
      await flush();
    },
    expectAt(state) {
      const snap = actor.getSnapshot() as AnyMachineSnapshot;
      expect(snap.value).toEqual(state.value);
      expect(project(snap.context)).toEqual(project(state.context));
    },
  };
}
