import { createContext, useContext, useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom, AnyStateMachine, InputFrom, InspectionEvent, Snapshot } from 'xstate';

type Implementations = Parameters<AnyStateMachine['provide']>[0];

/**
 * How flow machines are started, decided by whoever renders the page: the app (inspector),
 * stories (a restored snapshot per machine id) or tests (coverage inspection, fake actors).
 */
export interface MachineOptions {
  inspect?: (event: InspectionEvent) => void;
  snapshots?: Record<string, Snapshot<unknown>>;
  overrides?: Record<string, Implementations>;
}

const MachineOptionsContext = createContext<MachineOptions>({});

export function MachineOptionsProvider({ value, children }: { value: MachineOptions; children: ReactNode }) {
  return <MachineOptionsContext.Provider value={value}>{children}</MachineOptionsContext.Provider>;
}

/**
 * Starts a flow machine with the page's real implementations, then any overrides for its id.
 * The machine is built once per mount: implementations are read on first render only.
 */
export function useFlowActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  implementations: Implementations,
  input?: InputFrom<TMachine>,
): ActorRefFrom<TMachine> {
  const options = useContext(MachineOptionsContext);
  const id = machine.id;
  const [logic] = useState(() => {
    const provided = machine.provide(implementations);
    const extra = options.overrides?.[id];
    return (extra ? provided.provide(extra) : provided) as TMachine;
  });
  return useActorRef(logic, {
    input,
    inspect: options.inspect,
    snapshot: options.snapshots?.[id],
  } as never) as ActorRefFrom<TMachine>;
}
