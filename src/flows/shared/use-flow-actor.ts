import { useEffect, useState } from 'react';
import { createActor, type Actor, type ActorOptions, type AnyActorRef, type AnyStateMachine, type InputFrom } from 'xstate';
import { useMachineOptions, type Implementations } from '../../session/machine-options';

/** What a page may provide to its flow machine: checked against the machine's own `setup` types. */
export type FlowImplementations<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

/**
 * Starts a flow machine with the page's real implementations, then any overrides for its id
 * (tests), a restored snapshot (stories) and the inspector (development). The machine is built
 * once per mount: implementations are read on the first render only.
 *
 * The actor starts once and runs until the page really unmounts. React's StrictMode (development)
 * mounts, unmounts and mounts again at once: the actor is not stopped in between, so the work it
 * began on the first mount (a page's load) goes on and its answer is used. `useActorRef` from
 * @xstate/react stops the actor there and restores its snapshot, and the cancelled call of the
 * first start then lands in the restored machine as a failure
 * (docs/decisions/0060-strict-mode-actors.md).
 */
export function useFlowActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  implementations: FlowImplementations<TMachine>,
  input?: InputFrom<TMachine>,
): Actor<TMachine> {
  const options = useMachineOptions();
  const [actor] = useState(() => {
    const logic = provide(machine, withOverrides(implementations, options.overrides?.[machine.id]));
    const actorOptions: ActorOptions<TMachine> = { input, inspect: options.inspect, snapshot: options.snapshots?.[machine.id] };
    return createActor(logic, actorOptions);
  });
  useEffect(() => runWhileMounted(actor), [actor]);
  return actor;
}

/**
 * `machine.provide(implementations)`, typed as what it is: the same machine with other
 * implementations. (Called on a type parameter, xstate's `provide` is typed through the
 * `AnyStateMachine` constraint and returns a machine of `any`s.)
 */
function provide<TMachine extends AnyStateMachine>(machine: TMachine, implementations: Implementations): TMachine;
function provide(machine: AnyStateMachine, implementations: Implementations): AnyStateMachine {
  return machine.provide(implementations);
}

/** The page's implementations with a test's overrides for the same machine on top, name by name. */
function withOverrides<T extends Implementations>(own: T, extra: Implementations | undefined): T {
  if (!extra) return own;
  return {
    ...own,
    actors: { ...own.actors, ...extra.actors },
    actions: { ...own.actions, ...extra.actions },
    guards: { ...own.guards, ...extra.guards },
    delays: { ...own.delays, ...extra.delays },
  };
}

/** Mounted effects per actor, and a stop waiting to see whether the page mounts again. */
const mounts = new WeakMap<AnyActorRef, number>();

/**
 * Starts `actor` (once: starting a running actor does nothing) and returns the effect's cleanup.
 * The cleanup stops the actor a microtask later, unless an effect has mounted it again by then:
 * StrictMode's remount runs in the same task as its unmount, a real unmount mounts nothing.
 */
export function runWhileMounted(actor: AnyActorRef): () => void {
  mounts.set(actor, (mounts.get(actor) ?? 0) + 1);
  actor.start();
  return () => {
    mounts.set(actor, (mounts.get(actor) ?? 1) - 1);
    queueMicrotask(() => {
      if (mounts.get(actor) === 0) actor.stop();
    });
  };
}
