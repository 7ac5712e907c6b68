import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate';
import { useMachineOptions, type Implementations } from '../../session/machine-options';

/**
 * Starts a flow machine with the page's real implementations, then any overrides for its id
 * (tests), a restored snapshot (stories) and the inspector (development). The machine is built
 * once per mount: implementations are read on the first render only.
 */
export function useFlowActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  implementations: Implementations,
  input?: InputFrom<TMachine>,
): ActorRefFrom<TMachine> {
  const options = useMachineOptions();
  const [logic] = useState(() => {
    const provided = machine.provide(implementations);
    const extra = options.overrides?.[machine.id];
    return (extra ? provided.provide(extra) : provided) as TMachine;
  });
  return useActorRef(logic, {
    input,
    inspect: options.inspect,
    snapshot: options.snapshots?.[machine.id],
  } as never) as ActorRefFrom<TMachine>;
}
